package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/nats-io/nats.go"

	"pramaan/bus"
	"pramaan/internal/apptest"
	"pramaan/internal/pgserver"
	"pramaan/migrations"
	"pramaan/record"
)

// SIGTERM to a worker process while its builds wait on the model: the
// process releases every claim (no run is left open) and marks every fact
// its relay published (none that reached the bus stays unpublished in the
// outbox), then exits 0. This is the signal's whole path in a real process;
// the order that makes it hold with a relay batch in flight at the signal
// is pinned in-process by internal/app's
// TestStopDuringBuildsLeavesNoOpenRunAndNoUnmarkedFact.
func TestSIGTERMDuringBuildsLeavesNoOpenRunAndNoUnmarkedFact(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	bin := buildBinary(t)
	s, err := pgserver.Start(ctx, pgserver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = s.Stop() }()
	pool, err := pgxpool.New(ctx, s.URL("postgres"))
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	if err := migrations.Up(ctx, pool); err != nil {
		t.Fatal(err)
	}
	// A model server whose every call holds until the caller gives up.
	calls, release := make(chan struct{}, 64), make(chan struct{})
	model := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body) // so the server notices the client going away
		select {
		case calls <- struct{}{}:
		default:
		}
		select {
		case <-r.Context().Done():
		case <-release:
		}
	}))
	defer model.Close()
	defer close(release)

	data := filepath.Join(t.TempDir(), "data")
	cmd := exec.Command(bin, "worker", "--slots", "3")
	cmd.Env = append(os.Environ(), "PRAMAAN_DATABASE_URL="+s.URL("postgres"), "PRAMAAN_NATS_URL=", "PRAMAAN_DATA="+data,
		"PRAMAAN_MODEL=openai", "PRAMAAN_OPENAI_BASE_URL="+model.URL, "PRAMAAN_OPENAI_MODEL=held", "PRAMAAN_OPENAI_API_KEY=x",
		"PRAMAAN_METRICS_ADDR=")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	defer func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
		}
	}()

	store := record.NewStore(pool, record.FileBlobs{Dir: filepath.Join(data, "blobs")}, nil)
	pdf := apptest.PDF(t, "COMPLAINT. Acme Corp. v. Widget LLC. Filed March 3, 2024.")
	for i := range 3 {
		// A firm each: one firm holds at most half of the slots.
		firm, _, err := store.CreateFirm(ctx, fmt.Sprintf("Test firm %d", i))
		if err != nil {
			t.Fatal(err)
		}
		m, err := store.CreateMatter(ctx, firm.ID, fmt.Sprintf("Matter %d", i))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := store.Upload(ctx, firm.ID, m.ID, "complaint.pdf", bytes.NewReader(pdf)); err != nil {
			t.Fatal(err)
		}
	}
	for range 3 { // three builds waiting on the model
		select {
		case <-calls:
		case err := <-exited:
			t.Fatalf("the worker exited: %v\n%s", err, out.String())
		case <-time.After(2 * time.Minute):
			t.Fatalf("no builds reached the model\n%s", out.String())
		}
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-exited:
		if err != nil {
			t.Fatalf("the worker exited with %v after SIGTERM\n%s", err, out.String())
		}
	case <-time.After(time.Minute):
		t.Fatalf("the worker did not exit on SIGTERM\n%s", out.String())
	}

	var open int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM ops.matter_frame_runs WHERE outcome IS NULL`).Scan(&open); err != nil {
		t.Fatal(err)
	}
	if open != 0 {
		t.Errorf("%d run(s) left open after SIGTERM", open)
	}
	// The worker's embedded JetStream store: every fact in it is marked.
	b, err := bus.Start(ctx, bus.Options{DataDir: filepath.Join(data, "nats")})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	info, err := b.Stream.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.State.Msgs < 6 {
		t.Fatalf("the bus holds %d facts, want the 6 written at least", info.State.Msgs)
	}
	for seq := info.State.FirstSeq; seq <= info.State.LastSeq; seq++ {
		msg, err := b.Stream.GetMsg(ctx, seq)
		if err != nil {
			t.Fatal(err)
		}
		id := msg.Header.Get(nats.MsgIdHdr)
		var published bool
		if err := pool.QueryRow(ctx, `SELECT published_at IS NOT NULL FROM ops.domain_event_outbox WHERE id = $1`, id).Scan(&published); err != nil {
			t.Fatalf("fact %s on the bus: %v", id, err)
		}
		if !published {
			t.Errorf("fact %s reached the bus but is unpublished in the outbox", id)
		}
	}
}
