package chaos

import (
	"context"
	"embed"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/chaos/check"
	"pramaan/internal/sqlfile"
)

//go:embed sql/*.sql
var sqlFiles embed.FS

func mustSQL(name string) string { return sqlfile.Must(sqlFiles, "sql/"+name) }

var (
	sqlPoll           = mustSQL("poll.sql")
	sqlFinalJobs      = mustSQL("final_jobs.sql")
	sqlFinalRuns      = mustSQL("final_runs.sql")
	sqlFinalFrames    = mustSQL("final_frames.sql")
	sqlFinalDocuments = mustSQL("final_documents.sql")
	sqlClaimsOf       = mustSQL("claims_of.sql")
	sqlInTx           = mustSQL("in_tx.sql")
	sqlFirstLanding   = mustSQL("first_landing.sql")
	sqlFirstServed    = mustSQL("first_served.sql")
)

// inTx reports whether a connection on one of ports is inside a
// transaction holding a row lock on the job table.
func (w *watch) inTx(ctx context.Context, ports []int) bool {
	if len(ports) == 0 {
		return false
	}
	qctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	var yes bool
	return w.pool.QueryRow(qctx, sqlInTx, ports).Scan(&yes) == nil && yes
}

// takenOver reports whether a matter of kws (claims a worker held) is no
// longer claimed by that worker: another has reclaimed it.
func (w *watch) takenOver(ctx context.Context, pid int, kws []killWait) bool {
	now := map[mk]bool{}
	for _, kw := range w.claimsOf(ctx, pid) {
		now[kw.k] = true
	}
	for _, kw := range kws {
		if !now[kw.k] {
			return true
		}
	}
	return false
}

type mk struct{ firm, matter string }

// watch is the harness's poller: a few times a second it asks the ledger
// whether each matter is current, and keeps what the report needs: the
// intervals each matter was stale, when each became current after the
// heal, and the recovery figures.
type watch struct {
	pool *pgxpool.Pool

	mu        sync.Mutex
	staleFrom map[mk]time.Time
	stale     []check.Staleness
	served    map[mk]int64
	current   map[mk]bool
	healAt    time.Time
	convAt    map[mk]time.Time
	polls     int
	pollErrs  int

	// Recovery: a killed worker's claims waiting to be served again; a
	// Postgres or NATS restart waiting for the first landing / nudge.
	killWaits []killWait
	killRecov []time.Duration
	// killSuperseded counts recovery clocks ended by a later kill of the
	// worker that had taken the matter over.
	killSuperseded int
	pgWaits        []time.Time
	pgRecov        []time.Duration
	natsWaits      []time.Time
	natsRecov      []time.Duration
}

type killWait struct {
	k     mk
	token int64
	since time.Time
}

func newWatch(pool *pgxpool.Pool) *watch {
	return &watch{pool: pool, staleFrom: map[mk]time.Time{}, served: map[mk]int64{},
		current: map[mk]bool{}, convAt: map[mk]time.Time{}}
}

func (w *watch) run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		w.poll(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (w *watch) poll(ctx context.Context) {
	qctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	now := time.Now()
	rows, err := w.pool.Query(qctx, sqlPoll)
	if err != nil {
		w.mu.Lock()
		w.pollErrs++
		w.mu.Unlock()
		return
	}
	type state struct {
		served int64
		cur    bool
	}
	got := map[mk]state{}
	polled, err := pgx.CollectRows(rows, pgx.RowToStructByName[pollRow])
	if err != nil {
		return
	}
	for _, p := range polled {
		got[mk{p.FirmID, p.MatterID}] = state{p.Served, p.Requested == p.Served && p.RunStatus == "idle" && slices.Equal(p.Live, p.Covered)}
	}

	w.mu.Lock()
	defer w.mu.Unlock()
	w.polls++
	for k, s := range got {
		w.served[k] = s.served
		w.current[k] = s.cur
		from, stale := w.staleFrom[k]
		switch {
		case !s.cur && !stale:
			w.staleFrom[k] = now
		case s.cur && stale:
			w.stale = append(w.stale, check.Staleness{FirmID: k.firm, MatterID: k.matter, From: from, To: now})
			delete(w.staleFrom, k)
		}
		if s.cur && !w.healAt.IsZero() && w.convAt[k].IsZero() {
			w.convAt[k] = now
		}
	}
	// Recovery figures are read from the ledger's own times (the first
	// landing or nudge after the event), not from when a poll saw them.
	kept := w.killWaits[:0]
	for _, kw := range w.killWaits {
		var at *time.Time
		if w.pool.QueryRow(qctx, sqlFirstServed, kw.k.firm, kw.k.matter, kw.since, kw.token).Scan(&at) == nil && at != nil {
			w.killRecov = append(w.killRecov, at.Sub(kw.since))
		} else {
			kept = append(kept, kw)
		}
	}
	w.killWaits = kept
	keptPG, keptNATS := w.pgWaits[:0], w.natsWaits[:0]
	for _, t := range w.pgWaits {
		var landed, seen *time.Time
		if w.pool.QueryRow(qctx, sqlFirstLanding, t).Scan(&landed, &seen) == nil && landed != nil {
			w.pgRecov = append(w.pgRecov, landed.Sub(t))
		} else {
			keptPG = append(keptPG, t)
		}
	}
	for _, t := range w.natsWaits {
		var landed, seen *time.Time
		if w.pool.QueryRow(qctx, sqlFirstLanding, t).Scan(&landed, &seen) == nil && seen != nil {
			w.natsRecov = append(w.natsRecov, seen.Sub(t))
		} else {
			keptNATS = append(keptNATS, t)
		}
	}
	w.pgWaits, w.natsWaits = keptPG, keptNATS
}

// claimsOf lists the claims a worker (by pid) holds now, for the recovery
// figure of its kill.
func (w *watch) claimsOf(ctx context.Context, pid int) []killWait {
	qctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	rows, err := w.pool.Query(qctx, sqlClaimsOf, fmt.Sprint(pid))
	if err != nil {
		return nil
	}
	defer rows.Close()
	var out []killWait
	for rows.Next() {
		var kw killWait
		if rows.Scan(&kw.k.firm, &kw.k.matter, &kw.token) == nil {
			out = append(out, kw)
		}
	}
	return out
}

// addKill starts the recovery clocks of a killed worker's claims. A claim
// that was itself taking over an earlier kill's matter ends that earlier
// clock: the matter's recovery is the later kill's from now on (a cascade of
// two faults is not one slow recovery), counted in killSuperseded.
func (w *watch) addKill(kws []killWait, at time.Time) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, kw := range kws {
		kept := w.killWaits[:0]
		for _, old := range w.killWaits {
			if old.k == kw.k {
				w.killSuperseded++
				continue
			}
			kept = append(kept, old)
		}
		w.killWaits = kept
		kw.since = at
		w.killWaits = append(w.killWaits, kw)
	}
}

func (w *watch) addPGRestart(at time.Time) {
	w.mu.Lock()
	w.pgWaits = append(w.pgWaits, at)
	w.mu.Unlock()
}

func (w *watch) addNATSRestart(at time.Time) {
	w.mu.Lock()
	w.natsWaits = append(w.natsWaits, at)
	w.mu.Unlock()
}

func (w *watch) heal(at time.Time) {
	w.mu.Lock()
	w.healAt = at
	w.mu.Unlock()
}

// allCurrent reports whether every matter was current at the last poll.
func (w *watch) allCurrent() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.current) == 0 {
		return false
	}
	for _, c := range w.current {
		if !c {
			return false
		}
	}
	return true
}

// results closes the open stale intervals at end and returns the
// convergence and staleness records.
func (w *watch) results(end time.Time) ([]check.Convergence, []check.Staleness) {
	w.mu.Lock()
	defer w.mu.Unlock()
	stale := append([]check.Staleness(nil), w.stale...)
	for k, from := range w.staleFrom {
		stale = append(stale, check.Staleness{FirmID: k.firm, MatterID: k.matter, From: from, To: end})
	}
	var conv []check.Convergence
	for k := range w.current {
		conv = append(conv, check.Convergence{FirmID: k.firm, MatterID: k.matter, CurrentAt: w.convAt[k]})
	}
	return conv, stale
}

// pollRow is one matter of poll.sql.
type pollRow struct {
	FirmID    string   `db:"firm_id"`
	MatterID  string   `db:"matter_id"`
	Requested int64    `db:"requested_generation"`
	Served    int64    `db:"served_generation"`
	RunStatus string   `db:"run_status"`
	Live      []string `db:"live"`    // its live documents, sorted
	Covered   []string `db:"covered"` // the documents its newest frame covers, sorted
}

// runRow is one run of final_runs.sql: its end is NULL while open.
type runRow struct {
	check.Run
	Ended *time.Time `db:"ended_at"`
}

// final reads the ledger and the record for the checker, naming each
// run's worker as the harness does (worker-2) when its pid is known.
func readFinal(ctx context.Context, pool *pgxpool.Pool, workerName func(workerID string) string) (check.Final, error) {
	var f check.Final
	var err error
	if f.Jobs, err = collect[check.Job](ctx, pool, sqlFinalJobs); err != nil {
		return f, fmt.Errorf("chaos: read the jobs: %w", err)
	}
	runs, err := collect[runRow](ctx, pool, sqlFinalRuns)
	if err != nil {
		return f, fmt.Errorf("chaos: read the runs: %w", err)
	}
	for _, r := range runs {
		if r.Ended != nil {
			r.EndedAt = *r.Ended
		}
		r.WorkerID = workerName(r.WorkerID)
		f.Runs = append(f.Runs, r.Run)
	}
	if f.Frames, err = collect[check.Frame](ctx, pool, sqlFinalFrames); err != nil {
		return f, fmt.Errorf("chaos: read the frames: %w", err)
	}
	if f.Documents, err = collect[check.Document](ctx, pool, sqlFinalDocuments); err != nil {
		return f, fmt.Errorf("chaos: read the documents: %w", err)
	}
	return f, nil
}

// collect runs sql and reads every row into a T by column name.
func collect[T any](ctx context.Context, pool *pgxpool.Pool, sql string) ([]T, error) {
	rows, err := pool.Query(ctx, sql)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByName[T])
}
