package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/pgserver"
	"pramaan/rail"
)

// `pramaan rail status` keeps its outside contract: `--json` prints a JSON
// array (`[]` for an empty ledger), one object per matter with the
// generations, run_status, rebuild_needed, lease_age_seconds (null unless
// running), unserved and the last runs; `--matter` filters; the table view
// shows unserved demand.
func TestRailStatusCommand(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	s, err := pgserver.Start(ctx, pgserver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = s.Stop() }()
	url := s.URL("postgres")
	t.Setenv("PRAMAAN_DATABASE_URL", url)
	run := func(args ...string) string {
		t.Helper()
		root := newRoot()
		var out bytes.Buffer
		root.SetOut(&out)
		root.SetArgs(args)
		if err := root.ExecuteContext(ctx); err != nil {
			t.Fatalf("pramaan %s: %v", strings.Join(args, " "), err)
		}
		return out.String()
	}
	// rail status never migrates: on a bare database it says what to run.
	root := newRoot()
	root.SetArgs([]string{"rail", "status", "--json"})
	if err := root.ExecuteContext(ctx); err == nil || !strings.Contains(err.Error(), "pramaan migrate") {
		t.Fatalf("rail status on a database without the schema: %v, want an error naming `pramaan migrate`", err)
	}
	run("migrate")
	if out := run("rail", "status", "--json"); strings.TrimSpace(out) != "[]" {
		t.Fatalf("empty ledger: %q, want []", out)
	}

	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	r := rail.New(pool, rail.Config{WorkerID: "cli-test"})
	firm, busy, quiet := uuid.NewString(), uuid.NewString(), uuid.NewString()
	for i := 0; i < 2; i++ { // the second demand stays unserved while the first builds
		if _, err := r.Demand(ctx, firm, busy, rail.Cause{TraceParent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"}); err != nil {
			t.Fatal(err)
		}
	}
	d, err := r.Demand(ctx, firm, quiet, rail.Cause{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Finish(ctx, d.Claim, rail.Frame{}, nil); err != nil {
		t.Fatal(err)
	}

	var jobs []map[string]any
	if err := json.Unmarshal([]byte(run("rail", "status", "--json")), &jobs); err != nil {
		t.Fatal(err)
	}
	if len(jobs) != 2 {
		t.Fatalf("%d objects, want 2", len(jobs))
	}
	byMatter := map[string]map[string]any{}
	for _, j := range jobs {
		for _, k := range []string{"firm_id", "matter_id", "requested_generation", "claimed_generation", "served_generation",
			"run_status", "rebuild_needed", "lease_age_seconds", "unserved", "attempts", "next_attempt_at", "last_error",
			"claimed_by", "last_runs"} {
			if _, ok := j[k]; !ok {
				t.Fatalf("object lacks %q: %v", k, j)
			}
		}
		byMatter[j["matter_id"].(string)] = j
	}
	b, q := byMatter[busy], byMatter[quiet]
	if b["unserved"] != true || b["run_status"] != "running" || b["rebuild_needed"] != true ||
		b["requested_generation"] != 2.0 || b["claimed_generation"] != 1.0 || b["served_generation"] != 0.0 {
		t.Fatalf("busy matter: %v", b)
	}
	if _, ok := b["lease_age_seconds"].(float64); !ok {
		t.Fatalf("lease_age_seconds of a running matter: %v", b["lease_age_seconds"])
	}
	if q["unserved"] != false || q["lease_age_seconds"] != nil || q["run_status"] != "idle" {
		t.Fatalf("quiet matter: %v", q)
	}
	runs := b["last_runs"].([]any)
	if len(runs) != 1 {
		t.Fatalf("busy matter's runs: %v", runs)
	}
	run0 := runs[0].(map[string]any)
	for _, k := range []string{"run_id", "token", "worker_id", "trace_id", "started_at", "ended_at", "outcome", "error",
		"model_calls", "documents_covered"} {
		if _, ok := run0[k]; !ok {
			t.Fatalf("run lacks %q: %v", k, run0)
		}
	}
	if run0["trace_id"] != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Fatalf("trace id: %v", run0["trace_id"])
	}

	var one []map[string]any
	if err := json.Unmarshal([]byte(run("rail", "status", "--matter", quiet, "--json")), &one); err != nil {
		t.Fatal(err)
	}
	if len(one) != 1 || one[0]["matter_id"] != quiet {
		t.Fatalf("--matter: %v", one)
	}
	if table := run("rail", "status"); !strings.Contains(table, busy) || !strings.Contains(table, "YES (2)") {
		t.Fatalf("table view:\n%s", table)
	}
	// A matter the ledger does not hold is named, not "no jobs in the ledger".
	const unknown = "0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b"
	if out := run("rail", "status", "--matter", unknown); !strings.Contains(out, "no matter "+unknown) {
		t.Fatalf("--matter %s, which the ledger does not hold: %q", unknown, out)
	}
}
