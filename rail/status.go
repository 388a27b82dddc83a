package rail

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// RunStatus is one attempt on a matter (a row of ops.matter_frame_runs).
type RunStatus struct {
	RunID            int64      `json:"run_id"`
	Token            int64      `json:"token"`
	WorkerID         string     `json:"worker_id"`
	TraceID          string     `json:"trace_id"`
	StartedAt        time.Time  `json:"started_at"`
	EndedAt          *time.Time `json:"ended_at"`
	Outcome          string     `json:"outcome"` // landed, fenced, failed, abandoned; "running" while open
	Error            string     `json:"error"`
	ModelCalls       int        `json:"model_calls"`
	DocumentsCovered int        `json:"documents_covered"`
	// DocumentsExtracted counts the documents the build sent to the model
	// (the rest came from the Brief's extraction cache); ModelTokens the
	// tokens its model calls spent.
	DocumentsExtracted int   `json:"documents_extracted"`
	ModelTokens        int64 `json:"model_tokens"`
}

// JobStatus is one matter's row of the ledger as operations sees it.
// Unserved is G5's one comparison: served_generation < requested_generation.
// The three generations count demands: made, served by the current (or
// last) claim's build, served by the newest landed frame.
type JobStatus struct {
	FirmID              string `json:"firm_id" db:"firm_id"`
	MatterID            string `json:"matter_id" db:"matter_id"`
	RequestedGeneration int64  `json:"requested_generation" db:"requested_generation"`
	ClaimedGeneration   int64  `json:"claimed_generation" db:"claimed_generation"`
	ServedGeneration    int64  `json:"served_generation" db:"served_generation"`
	// FencingToken is the newest claim's token (the token dispenser).
	FencingToken int64 `json:"fencing_token" db:"fencing_token"`
	// WastedModelCalls is the model calls spent by builds whose claim was
	// lost (runs fenced or abandoned): work a zombie did for nothing.
	WastedModelCalls int64    `json:"wasted_model_calls" db:"wasted_model_calls"`
	RunStatus        string   `json:"run_status" db:"run_status"`
	RebuildNeeded    bool     `json:"rebuild_needed" db:"rebuild_needed"`
	LeaseAgeSeconds  *float64 `json:"lease_age_seconds" db:"lease_age_seconds"` // nil unless running (Postgres clock)
	// LeaseExpiresAt is when the running claim's lease ends unless renewed
	// (stored on the row by the claimer's lease); nil unless running.
	LeaseExpiresAt *time.Time  `json:"lease_expires_at" db:"lease_expires_at"`
	Unserved       bool        `json:"unserved" db:"unserved"`
	Attempts       int         `json:"attempts" db:"attempts"`
	NextAttemptAt  *time.Time  `json:"next_attempt_at" db:"next_attempt_at"`
	LastError      string      `json:"last_error" db:"last_error"`
	ClaimedBy      string      `json:"claimed_by" db:"claimed_by"`
	LastRuns       []RunStatus `json:"last_runs" db:"last_runs"`
}

// StatusRuns is how many of each matter's newest runs Status returns.
const StatusRuns = 5

// Status reads the ledger: one JobStatus per matter, ordered by firm and
// matter, with its newest runs. matterID "" means every matter.
func (r *Rail) Status(ctx context.Context, matterID string) ([]JobStatus, error) {
	var filter any
	if matterID != "" {
		if _, err := uuid.Parse(matterID); err != nil {
			return nil, fmt.Errorf("rail: status: matter id %q is not a UUID: %w", matterID, err)
		}
		filter = matterID
	}
	out, err := queryStatus(ctx, r.pool, filter, nil)
	if err != nil {
		return nil, fmt.Errorf("rail: status of matter %q: %w", matterID, err)
	}
	return out, nil
}

// Queryer is what MatterStatus reads through: a pool, a connection or a
// transaction (a read-only snapshot that reads other tables beside it).
type Queryer interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

// MatterStatus reads one firm's matter's job row through q; nil (and no
// error) before the matter's first demand. The query is keyed by firm: a
// row of another firm is never read.
func MatterStatus(ctx context.Context, q Queryer, firmID, matterID string) (*JobStatus, error) {
	if _, err := uuid.Parse(firmID); err != nil {
		return nil, fmt.Errorf("rail: status: firm id %q is not a UUID: %w", firmID, err)
	}
	if _, err := uuid.Parse(matterID); err != nil {
		return nil, fmt.Errorf("rail: status: matter id %q is not a UUID: %w", matterID, err)
	}
	out, err := queryStatus(ctx, q, matterID, firmID)
	if err != nil {
		return nil, fmt.Errorf("rail: status of firm %s matter %s: %w", firmID, matterID, err)
	}
	if len(out) == 0 {
		return nil, nil
	}
	return &out[0], nil
}

func queryStatus(ctx context.Context, q Queryer, matterID, firmID any) ([]JobStatus, error) {
	rows, err := q.Query(ctx, sqlStatus, matterID, StatusRuns, firmID)
	if err != nil {
		return nil, err
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByName[JobStatus])
	if err != nil {
		return nil, err
	}
	for i := range out {
		if out[i].LastRuns == nil {
			out[i].LastRuns = []RunStatus{}
		}
	}
	return out, nil
}
