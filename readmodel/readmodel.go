// Package readmodel is what counsel and operators read of a matter: its
// newest Brief, whether that Brief is current, the rail's job row and the
// cost so far, and a firm's list of matters.
//
// It sits beside the flow (docs/architecture.md), reading what the record,
// the rail and the landed frames wrote; it writes nothing. Package web uses
// it through a small interface of its own.
//
// Invariants it protects:
//   - one view is one snapshot: every read of View runs in a single
//     REPEATABLE READ, READ ONLY transaction, so `current` is computed from
//     the documents, the job row and the frame as they stood at one moment;
//   - tenants never see each other: every query is keyed by firm, and
//     another firm's matter is record.ErrNotFound, the same as a matter that
//     does not exist; every read runs in a transaction of the firm
//     (record.FirmTx), where row-level security hides other firms' rows
//     even from a query that forgot its firm filter.
package readmodel

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/brief"
	"pramaan/internal/sqlfile"
	"pramaan/rail"
	"pramaan/record"
)

//go:embed sql/*.sql
var sqlFiles embed.FS

func mustSQL(name string) string { return sqlfile.Must(sqlFiles, "sql/"+name) }

var (
	sqlNewestFrame = mustSQL("newest_frame.sql")
	sqlRunTotals   = mustSQL("run_totals.sql")
	sqlMatters     = mustSQL("matters.sql")
	sqlStamp       = mustSQL("stamp.sql")
)

// Reader reads views from the database. The zero value is not usable; make
// one with New. It is safe for concurrent use.
type Reader struct {
	pool  *pgxpool.Pool
	store *record.Store
}

// New returns a Reader over pool; store lists a matter's live documents
// (the record's own definition of them).
func New(pool *pgxpool.Pool, store *record.Store) *Reader {
	return &Reader{pool: pool, store: store}
}

// MatterView is what counsel and operators see of one matter: its newest
// Brief, whether that Brief is current, the rail's job row and the cost so far.
type MatterView struct {
	Brief      *brief.Brief    // newest landed frame; nil before the first lands
	Current    bool            // the frame covers every document and no demand is unserved
	Job        *rail.JobStatus // nil before the first demand
	Documents  int             // current (non-deleted) documents
	Covered    int             // of those, how many the newest frame covers
	Builds     int             // the rail's runs for this matter, every outcome
	ModelCalls int             // model calls over those runs
}

// Progress is a one-line account of where the matter's Brief stands.
func (v MatterView) Progress() string {
	gen := int64(0)
	if v.Brief != nil {
		gen = v.Brief.Generation
	}
	if v.Job == nil {
		return fmt.Sprintf("no demand recorded yet; %d document(s)", v.Documents)
	}
	return fmt.Sprintf("newest frame generation %d covers %d of %d document(s); job %s, served %d of %d requested, %d build(s)",
		gen, v.Covered, v.Documents, v.Job.RunStatus, v.Job.ServedGeneration, v.Job.RequestedGeneration, v.Builds)
}

// snapshot is the transaction every view reads in: one consistent moment,
// and no chance of writing.
var snapshot = pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}

// frameRow is a row of newest_frame.sql.
type frameRow struct {
	Generation  int64    `db:"generation"`
	Body        []byte   `db:"body"`
	DocumentIDs []string `db:"document_ids"`
}

// totalsRow is a row of run_totals.sql.
type totalsRow struct {
	Builds     int `db:"builds"`
	ModelCalls int `db:"model_calls"`
}

// View reads the matter's Brief and rail state in one read-only snapshot.
// Another firm's matter is record.ErrNotFound: tenants never see each other.
func (r *Reader) View(ctx context.Context, firmID, matterID string) (MatterView, error) {
	var v MatterView
	err := record.FirmTx(ctx, r.pool, firmID, snapshot, func(tx pgx.Tx) error {
		var err error
		v, err = r.view(ctx, tx, firmID, matterID)
		return err
	})
	return v, err
}

func (r *Reader) view(ctx context.Context, tx pgx.Tx, firmID, matterID string) (MatterView, error) {
	var v MatterView
	docs, err := r.store.ListDocuments(ctx, tx, firmID, matterID)
	if err != nil {
		return v, err
	}
	v.Documents = len(docs)
	if v.Job, err = rail.MatterStatus(ctx, tx, firmID, matterID); err != nil {
		return v, err
	}
	rows, _ := tx.Query(ctx, sqlNewestFrame, firmID, matterID)
	frame, err := pgx.CollectExactlyOneRow(rows, pgx.RowToStructByName[frameRow])
	switch {
	case errors.Is(err, pgx.ErrNoRows):
	case err != nil:
		return v, fmt.Errorf("readmodel: newest frame of firm %s matter %s: %w", firmID, matterID, err)
	default:
		var b brief.Brief
		if err := json.Unmarshal(frame.Body, &b); err != nil {
			return v, fmt.Errorf("readmodel: frame %d of firm %s matter %s is not a Brief: %w", frame.Generation, firmID, matterID, err)
		}
		b.Generation = frame.Generation
		v.Brief = &b
	}
	rows, _ = tx.Query(ctx, sqlRunTotals, firmID, matterID)
	totals, err := pgx.CollectExactlyOneRow(rows, pgx.RowToStructByName[totalsRow])
	if err != nil {
		return v, fmt.Errorf("readmodel: runs of firm %s matter %s: %w", firmID, matterID, err)
	}
	v.Builds, v.ModelCalls = totals.Builds, totals.ModelCalls

	covered := frame.DocumentIDs
	have := make(map[string]bool, len(covered))
	for _, id := range covered {
		have[id] = true
	}
	ids := make([]string, 0, len(docs))
	for _, d := range docs {
		ids = append(ids, d.ID)
		if have[d.ID] {
			v.Covered++
		}
	}
	sort.Strings(ids)
	sort.Strings(covered)
	sameSet := len(ids) == len(covered)
	for i := 0; sameSet && i < len(ids); i++ {
		sameSet = ids[i] == covered[i]
	}
	v.Current = v.Brief != nil && v.Job != nil &&
		v.Job.ServedGeneration == v.Job.RequestedGeneration &&
		v.Job.ServedGeneration == frame.Generation && sameSet
	if v.Brief != nil {
		v.Brief.Current = v.Current
	}
	return v, nil
}

// MatterSummary is one row of a firm's matter list: the matter, how many
// live documents it has, and where its Brief stands on the rail.
type MatterSummary struct {
	ID                  string    `json:"id" db:"id"`
	Title               string    `json:"title" db:"title"`
	Status              string    `json:"status" db:"status"`
	CreatedAt           time.Time `json:"created_at" db:"created_at"`
	Documents           int       `json:"documents" db:"documents"`
	ServedGeneration    int64     `json:"served_generation" db:"served_generation"`
	RequestedGeneration int64     `json:"requested_generation" db:"requested_generation"`
	RunStatus           string    `json:"run_status" db:"run_status"` // "" before the first demand
	Unserved            bool      `json:"unserved" db:"unserved"`
}

// ListMatters returns up to limit of the firm's matters, newest first.
func (r *Reader) ListMatters(ctx context.Context, firmID string, limit int) ([]MatterSummary, error) {
	var out []MatterSummary
	err := record.FirmTx(ctx, r.pool, firmID, snapshot, func(tx pgx.Tx) error {
		rows, _ := tx.Query(ctx, sqlMatters, firmID, limit)
		var err error
		out, err = pgx.CollectRows(rows, pgx.RowToStructByName[MatterSummary])
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("readmodel: matters of firm %s: %w", firmID, err)
	}
	return out, nil
}

// ViewStamp is a short string that changes whenever View's answer for the
// matter can change (but for the lease age), at the cost of a few index
// lookups instead of reading the newest Brief: an event stream polls it
// and calls View only when it moves. It names no other firm's rows.
func (r *Reader) ViewStamp(ctx context.Context, firmID, matterID string) (string, error) {
	var stamp string
	err := record.FirmTx(ctx, r.pool, firmID, snapshot, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, sqlStamp, firmID, matterID).Scan(&stamp)
	})
	if err != nil {
		return "", fmt.Errorf("readmodel: view stamp of firm %s matter %s: %w", firmID, matterID, err)
	}
	return stamp, nil
}
