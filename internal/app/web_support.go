package app

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// This file holds the little the web layer (package web) needs of the
// System beyond View: the pool (health checks, the regenerate fact, metrics
// read at scrape time) and the firm's list of matters.

// Pool is the System's database pool. Callers that write must keep the
// outbox rule: a record change and its fact in one transaction.
func (s *System) Pool() *pgxpool.Pool { return s.opt.Pool }

// MatterSummary is one row of a firm's matter list: the matter, how many
// live documents it has, and where its Brief stands on the rail.
type MatterSummary struct {
	ID                  string    `json:"id"`
	Title               string    `json:"title"`
	Status              string    `json:"status"`
	CreatedAt           time.Time `json:"created_at"`
	Documents           int       `json:"documents"`
	ServedGeneration    int64     `json:"served_generation"`
	RequestedGeneration int64     `json:"requested_generation"`
	RunStatus           string    `json:"run_status"` // "" before the first demand
	Unserved            bool      `json:"unserved"`
}

// listMattersSQL is the firm's matters, newest first, with their document
// counts and job rows (both keyed by firm, so no other tenant's row joins).
const listMattersSQL = `
SELECT m.matter_id::text, m.title, m.status, m.created_at,
       (SELECT count(*) FROM record.documents d
         WHERE d.firm_id = m.firm_id AND d.matter_id = m.matter_id AND d.deleted_at IS NULL),
       coalesce(j.served_generation, 0), coalesce(j.requested_generation, 0),
       coalesce(j.run_status, ''), coalesce(j.served_generation < j.requested_generation, false)
  FROM record.matters m
  LEFT JOIN ops.matter_frame_jobs j ON j.firm_id = m.firm_id AND j.matter_id = m.matter_id
 WHERE m.firm_id = $1
 ORDER BY m.created_at DESC, m.matter_id
 LIMIT $2`

// ListMatters returns up to limit of the firm's matters, newest first.
func (s *System) ListMatters(ctx context.Context, firmID string, limit int) ([]MatterSummary, error) {
	rows, err := s.opt.Pool.Query(ctx, listMattersSQL, firmID, limit)
	if err != nil {
		return nil, fmt.Errorf("app: matters of firm %s: %w", firmID, err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (MatterSummary, error) {
		var m MatterSummary
		err := r.Scan(&m.ID, &m.Title, &m.Status, &m.CreatedAt, &m.Documents,
			&m.ServedGeneration, &m.RequestedGeneration, &m.RunStatus, &m.Unserved)
		return m, err
	})
	if err != nil {
		return nil, fmt.Errorf("app: matters of firm %s: %w", firmID, err)
	}
	return out, nil
}

// stampSQL is a few index lookups that change whenever the matter's view
// can: its live documents and their extraction, its newest frame, its job
// row, its runs (begun and ended).
const stampSQL = `
SELECT (SELECT count(*)::text || '/' || count(*) FILTER (WHERE status = 'stored')::text
          FROM record.documents
         WHERE firm_id = $1 AND matter_id = $2 AND deleted_at IS NULL)
    || ' ' || (SELECT coalesce(max(generation), 0)::text FROM ops.matter_frames
                WHERE firm_id = $1 AND matter_id = $2)
    || ' ' || coalesce((SELECT concat_ws('/', requested_generation, claimed_generation, served_generation,
                                         run_status, attempts, last_error, current_run_id)
                          FROM ops.matter_frame_jobs WHERE firm_id = $1 AND matter_id = $2), '-')
    || ' ' || (SELECT count(*)::text || '/' || count(*) FILTER (WHERE outcome IS NULL)::text
                 FROM ops.matter_frame_runs WHERE firm_id = $1 AND matter_id = $2)`

// ViewStamp is a short string that changes whenever View's answer for the
// matter can change (but for the lease age), at the cost of a few index
// lookups instead of reading the newest Brief: an event stream polls it
// and calls View only when it moves. It names no other firm's rows.
func (s *System) ViewStamp(ctx context.Context, firmID, matterID string) (string, error) {
	var stamp string
	if err := s.opt.Pool.QueryRow(ctx, stampSQL, firmID, matterID).Scan(&stamp); err != nil {
		return "", fmt.Errorf("app: view stamp of firm %s matter %s: %w", firmID, matterID, err)
	}
	return stamp, nil
}
