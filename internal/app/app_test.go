package app_test

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/bus"
	"pramaan/internal/app"
	"pramaan/internal/apptest"
	"pramaan/internal/pgtest"
	"pramaan/internal/waitfor"
	"pramaan/rail"
	"pramaan/readmodel"
	"pramaan/record"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

type env struct {
	pool *pgxpool.Pool
	bus  *bus.Bus
	dir  string
}

func newEnv(t *testing.T) env {
	t.Helper()
	pool := pgtest.New(t)
	dir := t.TempDir()
	b := apptest.Bus(t, dir)
	return env{pool: pool, bus: b, dir: dir}
}

func (e env) system(t *testing.T, roles app.Roles, m model.Model, rc rail.Config) *app.System {
	t.Helper()
	if rc.WorkerID == "" {
		rc.WorkerID = t.Name()
	}
	s, err := app.New(app.Options{Pool: e.pool, Bus: e.bus, DataDir: e.dir, Model: m, Rail: rc, Roles: roles, Logger: apptest.QuietLogger()})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// run runs s until the test ends, and waits for it to stop.
func run(t *testing.T, s *app.System) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("system stopped with: %v", err)
		}
	})
}

func waitCurrent(t *testing.T, s *app.System, firmID, matterID string, within time.Duration) readmodel.MatterView {
	t.Helper()
	var v readmodel.MatterView
	waitfor.Until(t, within, "matter "+matterID+" to be current", func() bool {
		var err error
		if v, err = s.Views.View(context.Background(), firmID, matterID); err != nil {
			t.Fatal(err)
		}
		return v.Current
	})
	return v
}

// The whole chain on the sample matter: each upload its own transaction and
// fact, the relay, the bus, the trigger, the Runner and the builder; the Brief
// becomes current, covers every document and cites real pages.
func TestSampleMatterBecomesCurrent(t *testing.T) {
	e := newEnv(t)
	s := e.system(t, app.All, nil, rail.Config{})
	run(t, s)
	ctx := context.Background()
	sample, err := samples.Demo()
	if err != nil {
		t.Fatal(err)
	}
	firm, _, err := s.Store.CreateFirm(ctx, "Test firm")
	if err != nil {
		t.Fatal(err)
	}
	matter, err := s.Store.CreateMatter(ctx, firm.ID, sample.Title)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range sample.Files {
		if _, err := s.Store.Upload(ctx, firm.ID, matter.ID, f.Name, bytes.NewReader(f.Data)); err != nil {
			t.Fatal(err)
		}
	}
	v := waitCurrent(t, s, firm.ID, matter.ID, 60*time.Second)
	if got, want := len(v.Brief.Sources)+len(v.Brief.Unreadable), len(sample.Files); got < want {
		t.Errorf("Brief accounts for %d files, want %d (sources + unreadable)", got, want)
	}
	if len(v.Brief.Parties) == 0 || len(v.Brief.Chronology) == 0 {
		t.Errorf("Brief has %d parties and %d dated events: the rules model found nothing", len(v.Brief.Parties), len(v.Brief.Chronology))
	}
	if v.Job.Unserved || v.Job.ServedGeneration != v.Brief.Generation {
		t.Errorf("job %+v does not match the frame at generation %d", *v.Job, v.Brief.Generation)
	}
	// Another firm sees nothing of this matter.
	other, _, err := s.Store.CreateFirm(ctx, "Other firm")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Views.View(ctx, other.ID, matter.ID); !errors.Is(err, record.ErrNotFound) {
		t.Errorf("another firm's view of the matter: err = %v, want record.ErrNotFound", err)
	}
}

// A frame covers exactly the documents committed before its snapshot: a
// document uploaded while the build is past its snapshot is not in that
// frame, and the follow-up build covers it.
func TestFrameCoversExactlyTheSnapshot(t *testing.T) {
	e := newEnv(t)
	g := apptest.NewGate(t)
	s := e.system(t, app.All, g, rail.Config{})
	run(t, s)
	ctx := context.Background()
	firm, _, err := s.Store.CreateFirm(ctx, "Test firm")
	if err != nil {
		t.Fatal(err)
	}
	matter, err := s.Store.CreateMatter(ctx, firm.ID, "Snapshot matter")
	if err != nil {
		t.Fatal(err)
	}
	a, err := s.Store.Upload(ctx, firm.ID, matter.ID, "a.pdf", bytes.NewReader(apptest.PDF(t, "On March 3, 2021, Acme Corp. shipped the goods.")))
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-g.Entered: // the first build has snapshotted and is in its model call
	case <-time.After(60 * time.Second):
		t.Fatal("no build reached the model within 60s")
	}
	b, err := s.Store.Upload(ctx, firm.ID, matter.ID, "b.pdf", bytes.NewReader(apptest.PDF(t, "On April 9, 2021, Beta LLC refused delivery.")))
	if err != nil {
		t.Fatal(err)
	}
	// Let b's demand reach the ledger while the build is held, so the
	// follow-up is decided by the counters alone: the trigger has handled
	// b's document.uploaded fact (its inbox row commits with the demand).
	waitfor.Until(t, 60*time.Second, "b's demand in the ledger", func() bool {
		var seen bool
		if err := e.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM ops.rail_inbox i
			JOIN ops.domain_event_outbox o ON o.id = i.event_id
			WHERE o.document_id = $1 AND o.event_name = 'document.uploaded')`, b.ID).Scan(&seen); err != nil {
			t.Fatal(err)
		}
		return seen
	})
	// And read b now, so that the follow-up finds its text at once: a read
	// that outlasted the build's wait (a loaded machine) would leave b out
	// of the follow-up's frame and bring a third build.
	if _, err := s.Store.EnsureExtracted(ctx, b); err != nil {
		t.Fatal(err)
	}
	close(g.Release)
	v := waitCurrent(t, s, firm.ID, matter.ID, 60*time.Second)

	rows, err := e.pool.Query(ctx, `SELECT generation, document_ids::text[] FROM ops.matter_frames
		WHERE firm_id = $1 AND matter_id = $2 ORDER BY generation`, firm.ID, matter.ID)
	if err != nil {
		t.Fatal(err)
	}
	type frame struct {
		gen  int64
		docs []string
	}
	var frames []frame
	for rows.Next() {
		var f frame
		if err := rows.Scan(&f.gen, &f.docs); err != nil {
			t.Fatal(err)
		}
		frames = append(frames, f)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	// A build that saw no document yet may land an empty frame first (it
	// makes no model call, so the gate does not hold it). The held build is
	// the first with a document.
	for len(frames) > 0 && len(frames[0].docs) == 0 {
		frames = frames[1:]
	}
	if len(frames) != 2 {
		t.Fatalf("frames %v, want exactly two with documents (the held build and one follow-up)", frames)
	}
	if len(frames[0].docs) != 1 || frames[0].docs[0] != a.ID {
		t.Errorf("held frame covers %v, want only %s (committed before its snapshot)", frames[0].docs, a.ID)
	}
	if len(frames[1].docs) != 2 {
		t.Errorf("follow-up frame covers %v, want both %s and %s", frames[1].docs, a.ID, b.ID)
	}
	if v.Brief.Generation != frames[1].gen {
		t.Errorf("view shows generation %d, newest frame is %d", v.Brief.Generation, frames[1].gen)
	}
}

// A build that stalls past its lease without heartbeats (a GC pause, a hung
// process: here, a build run by hand with no Runner) is fenced: a successor
// claims, builds and lands; the stalled build's finish is refused and its
// frame never lands.
func TestStalledBuildIsFenced(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	lease := 1 * time.Second
	// The zombie: wired like a worker, but nothing runs its loops.
	zombie := e.system(t, app.Roles{}, nil, rail.Config{WorkerID: "zombie", Lease: lease, Heartbeat: lease / 3})
	firm, _, err := zombie.Store.CreateFirm(ctx, "Test firm")
	if err != nil {
		t.Fatal(err)
	}
	matter, err := zombie.Store.CreateMatter(ctx, firm.ID, "Zombie matter")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := zombie.Store.Upload(ctx, firm.ID, matter.ID, "a.pdf", bytes.NewReader(apptest.PDF(t, "On May 5, 2022, the parties signed."))); err != nil {
		t.Fatal(err)
	}
	d, err := zombie.Rail.Demand(ctx, firm.ID, matter.ID, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatalf("zombie's demand: won=%v err=%v", d.Won, err)
	}
	frame, err := zombie.Builder.Build(ctx, d.Claim)
	if err != nil {
		t.Fatal(err)
	}
	// The zombie stalls here, before its finish. A healthy worker takes over
	// once the lease has expired (its own reconcile loop).
	healthy := e.system(t, app.All, nil, rail.Config{WorkerID: "healthy", Lease: lease, Heartbeat: lease / 3})
	run(t, healthy)
	v := waitCurrent(t, healthy, firm.ID, matter.ID, 60*time.Second)
	if v.Brief.Generation <= d.Claim.Token {
		t.Fatalf("successor landed generation %d, want > zombie's token %d", v.Brief.Generation, d.Claim.Token)
	}
	// The zombie wakes and finishes.
	_, err = zombie.Rail.Finish(ctx, d.Claim, frame, nil)
	if !errors.Is(err, rail.ErrFenced) {
		t.Fatalf("zombie's finish: err = %v, want rail.ErrFenced", err)
	}
	var n int
	if err := e.pool.QueryRow(ctx, `SELECT count(*) FROM ops.matter_frames WHERE firm_id = $1 AND matter_id = $2 AND run_id = $3`,
		firm.ID, matter.ID, d.Claim.RunID).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("the zombie's frame (token %d, run %d) landed", d.Claim.Token, d.Claim.RunID)
	}
	var outcome string
	if err := e.pool.QueryRow(ctx, `SELECT coalesce(outcome, '') FROM ops.matter_frame_runs WHERE run_id = $1`, d.Claim.RunID).Scan(&outcome); err != nil {
		t.Fatal(err)
	}
	if outcome != "fenced" && outcome != "abandoned" {
		t.Errorf("zombie's run outcome %q, want fenced (or abandoned by the successor's reclaim)", outcome)
	}
}
