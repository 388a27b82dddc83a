package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"github.com/jackc/pgx/v5"

	"pramaan/brief"
	"pramaan/rail"
)

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

const newestFrameSQL = `
SELECT generation, body, document_ids::text[]
FROM ops.matter_frames
WHERE firm_id = $1 AND matter_id = $2
ORDER BY generation DESC
LIMIT 1`

const runTotalsSQL = `
SELECT count(*), coalesce(sum(model_calls), 0)
FROM ops.matter_frame_runs
WHERE firm_id = $1 AND matter_id = $2`

// View reads the matter's Brief and rail state. Another firm's matter is
// record.ErrNotFound: tenants never see each other.
func (s *System) View(ctx context.Context, firmID, matterID string) (MatterView, error) {
	var v MatterView
	if _, err := s.Store.GetMatter(ctx, firmID, matterID); err != nil {
		return v, err
	}
	docs, err := s.Store.ListDocuments(ctx, s.opt.Pool, firmID, matterID)
	if err != nil {
		return v, err
	}
	v.Documents = len(docs)

	jobs, err := s.Rail.Status(ctx, matterID)
	if err != nil {
		return v, err
	}
	for i := range jobs {
		if jobs[i].FirmID == firmID {
			v.Job = &jobs[i]
		}
	}

	var (
		gen     int64
		body    []byte
		covered []string
	)
	err = s.opt.Pool.QueryRow(ctx, newestFrameSQL, firmID, matterID).Scan(&gen, &body, &covered)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
	case err != nil:
		return v, fmt.Errorf("app: newest frame of firm %s matter %s: %w", firmID, matterID, err)
	default:
		var b brief.Brief
		if err := json.Unmarshal(body, &b); err != nil {
			return v, fmt.Errorf("app: frame %d of matter %s is not a Brief: %w", gen, matterID, err)
		}
		b.Generation = gen
		v.Brief = &b
	}
	if err := s.opt.Pool.QueryRow(ctx, runTotalsSQL, firmID, matterID).Scan(&v.Builds, &v.ModelCalls); err != nil {
		return v, fmt.Errorf("app: runs of firm %s matter %s: %w", firmID, matterID, err)
	}

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
		v.Job.ServedGeneration == gen && sameSet
	if v.Brief != nil {
		v.Brief.Current = v.Current
	}
	return v, nil
}
