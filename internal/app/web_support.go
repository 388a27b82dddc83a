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
