package rail_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"pramaan/rail"
)

// Ambiguous commit on each of Finish's paths: finish_fast.sql (no demand
// during the build: it lands alone) and finish.sql after it (a follow-up is
// due: the fast statement matches nothing, the full one lands and takes the
// follow-up). Wherever the connection dies, Finish reports what the ledger
// holds (landed, with the follow-up when one was taken), a retry reports the
// same, the caller's rows are written in the transaction that committed,
// and exactly one frame lands.
func TestAmbiguousCommitEachPath(t *testing.T) {
	pool, proxy := proxiedPool(t)
	f := &fixture{t: t, pool: pool, ctx: context.Background()}
	r := rail.New(pool, rail.Config{WorkerID: "w", Lease: time.Minute})
	firm := "66666666-6666-6666-6666-666666666666"

	for _, tc := range []struct {
		name      string
		followUp  bool // a second demand arrives during the build
		withAlso  bool
		cutBefore bool
		skip      int64 // chunks let through after arming, before the cut
		alsoRuns  int64
	}{
		{"fast path alone, reply lost", false, false, false, 0, 0},
		{"fast path with outbox rows, COMMIT acknowledgement lost", false, true, false, 0, 1},
		{"fast path with outbox rows, COMMIT never reached the server", false, true, true, 0, 2},
		{"follow-up due, the full statement's reply lost", true, false, false, 1, 0},
		{"follow-up due, with outbox rows, COMMIT acknowledgement lost", true, true, false, 0, 1},
		{"follow-up due, with outbox rows, COMMIT never reached the server", true, true, true, 0, 2},
		{"follow-up due, the fast statement's reply lost", true, false, false, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f.t = t
			// Prepare both finish statements on the connection first, so the
			// cut hits an execution, not a preparation.
			_, nobody := ids()
			if _, err := r.Finish(f.ctx, rail.Claim{FirmID: firm, MatterID: nobody, Token: 1, RunID: -1}, rail.Frame{}, nil); !errors.Is(err, rail.ErrFenced) {
				t.Fatalf("finish of a claim that never was: %v", err)
			}
			_, matter := ids()
			d, err := r.Demand(f.ctx, firm, matter, rail.Cause{})
			if err != nil || !d.Won {
				t.Fatal(d, err)
			}
			if tc.followUp {
				if _, err := r.Demand(f.ctx, firm, matter, rail.Cause{}); err != nil {
					t.Fatal(err)
				}
			}
			var alsoRuns atomic.Int64
			var also func(context.Context, pgx.Tx, int64) error
			if tc.withAlso {
				also = func(ctx context.Context, tx pgx.Tx, gen int64) error {
					alsoRuns.Add(1)
					if _, err := tx.Exec(ctx, `UPDATE ops.matter_frames SET body = '{"outbox":"written"}'
						WHERE matter_id = $1 AND generation = $2`, matter, gen); err != nil {
						return err
					}
					if alsoRuns.Load() == 1 { // the next message decides the COMMIT's fate
						proxy.cutBefore.Store(tc.cutBefore)
						proxy.skip.Store(tc.skip)
						proxy.armed.Store(true)
					}
					return nil
				}
			} else {
				proxy.cutBefore.Store(false)
				proxy.skip.Store(tc.skip)
				proxy.armed.Store(true)
			}
			fired := proxy.fired.Load()
			res, err := r.Finish(f.ctx, d.Claim, rail.Frame{Body: []byte(`{}`)}, also)
			if proxy.fired.Load() != fired+1 {
				t.Fatal("the proxy did not cut the connection")
			}
			if err != nil {
				t.Fatalf("finish after a cut connection: %v", err)
			}
			if res.Generation != d.Claim.Token || (res.FollowUp != nil) != tc.followUp ||
				(tc.followUp && res.FollowUp.Token != 2) {
				t.Fatalf("finish result %+v, want generation 1, follow-up %v", res, tc.followUp)
			}
			if alsoRuns.Load() != tc.alsoRuns {
				t.Fatalf("the caller's rows were written %d times, want %d", alsoRuns.Load(), tc.alsoRuns)
			}
			again, err := r.Finish(f.ctx, d.Claim, rail.Frame{}, also)
			if err != nil || again.Generation != res.Generation || (again.FollowUp != nil) != tc.followUp ||
				(tc.followUp && again.FollowUp.RunID != res.FollowUp.RunID) {
				t.Fatalf("retried finish: %+v %v", again, err)
			}
			frs := f.frames(matter)
			if len(frs) != 1 || (tc.withAlso && frs[0].Body != `{"outbox": "written"}`) {
				t.Fatalf("frames %+v", frs)
			}
			if o := outcome(f.run(matter, d.Claim.RunID)); o != "landed" {
				t.Fatalf("run: %s, want landed", o)
			}
			if tc.followUp {
				if _, err := r.Finish(f.ctx, *res.FollowUp, rail.Frame{}, nil); err != nil {
					t.Fatal(err)
				}
			}
			f.checkQuiet(firm, matter)
		})
	}
}
