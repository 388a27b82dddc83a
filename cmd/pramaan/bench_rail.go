package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"time"

	"github.com/spf13/cobra"

	"pramaan/internal/bench/railbench"
	"pramaan/internal/dbconfig"
	"pramaan/internal/pgserver"
	"pramaan/migrations"
)

func init() {
	addBench(func(bench *cobra.Command) {
		var (
			asJSON, noFsync, noRiver  bool
			batch, groupMax, inFlight int
			window                    time.Duration
		)
		c := &cobra.Command{
			Use:   "rail",
			Short: "Rail demand+finish cycles/s vs plain UPDATE tx/s and River's no-op jobs/s; latency; one reconcile pass on 1,000,000 jobs",
			Long: "Runs on a private throw-away PostgreSQL, durable as in production unless --no-fsync (or, when\n" +
				"PRAMAAN_DATABASE_URL is set, in a scratch database on that server, dropped afterwards).\n" +
				"Prints demand+finish cycles per second (no-op build, 2,048 matters kept in flight, each demanded\n" +
				"again as soon as its frame landed; the demands that are waiting taken as one batch, up to\n" +
				"--batch, and the builds finished through the group commit (--group-window), as the trigger\n" +
				"and the Runner do)\n" +
				"next to plain single-row UPDATE transactions per second (8 clients, same pool size) and River's\n" +
				"no-op jobs per second (its own benchmark's workload, worked while more are inserted, in a scratch\n" +
				"schema), with the ratios; each the median of 7 interleaved 1 s rounds. Then the p50 and p99 of\n" +
				"demand-to-landed-frame latency at half the cycles' peak rate (demands arriving open-loop,\n" +
				"batched as they arrive, finishes group-committed; each on a built, idle matter as in the peak's\n" +
				"cycles, then as many on new matters), and the median time of one\n" +
				"Reconcile pass over 1,000,000 job rows with 100 expired leases.",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				dbURL, cleanup, err := benchDatabase(cmd.Context(), noFsync)
				if err != nil {
					return err
				}
				defer cleanup()
				res, err := railbench.Run(cmd.Context(), dbURL, railbench.Options{Progress: progressf,
					Batch: batch, GroupWindow: window, GroupMax: groupMax, InFlight: inFlight, NoRiver: noRiver})
				if err != nil {
					return err
				}
				if asJSON {
					return json.NewEncoder(cmd.OutOrStdout()).Encode(res)
				}
				out := cmd.OutOrStdout()
				fmt.Fprintf(out, "server: fsync=%s synchronous_commit=%s\n", res.ServerFsync, res.ServerSynchronousCommit)
				fmt.Fprintf(out, "rail demand+finish cycles/s (no-op build, %d in flight): %9.0f\n", res.InFlight, res.CyclesPerS)
				fmt.Fprintf(out, "  (demand batches of %.1f on average, at most %d; finish groups of %.1f, window %.1f ms, at most %d)\n",
					res.DemandBatchMean, res.Batch, res.FinishGroupMean, res.GroupWindowMS, res.GroupMax)
				fmt.Fprintf(out, "plain single-row UPDATE tx/s (%d clients):            %10.0f\n", res.PoolSize, res.BaselineTxPerS)
				fmt.Fprintf(out, "River %s no-op jobs/s (inserting, %d workers):   %10.0f\n", res.RiverVersion, res.RiverMaxWorkers, res.RiverJobsPerS)
				fmt.Fprintf(out, "ratio, cycles/UPDATE tx (aim > 1.0):                  %10.2f\n", res.Ratio)
				fmt.Fprintf(out, "river_ratio, cycles/River jobs (aim > 1.0):           %10.2f\n", res.RiverRatio)
				fmt.Fprintf(out, "  (medians of %d interleaved rounds of %.1f s each)\n", len(res.CycleRounds), res.SecondsEach/float64(max(1, len(res.CycleRounds))))
				fmt.Fprintf(out, "latency demand->landed frame at %.0f/s (half peak): p50 %.2f ms, p99 %.2f ms (aim < 50 ms), %d samples\n",
					res.LatencyRate, res.LatencyP50MS, res.LatencyP99MS, res.LatencySamples)
				fmt.Fprintf(out, "  (the same rate on matters never seen before, each inserting its job row: p50 %.2f ms, p99 %.2f ms)\n",
					res.LatencyNewP50MS, res.LatencyNewP99MS)
				fmt.Fprintf(out, "  (p50/p99: waiting for a consumer %.1f/%.1f ms, demand batch %.1f/%.1f ms, group finish %.1f/%.1f ms;\n"+
					"   demand batches of %.1f, finish groups of %.1f on average)\n",
					res.LatencyWaitP50MS, res.LatencyWaitP99MS, res.LatencyDemandP50MS, res.LatencyDemandP99MS,
					res.LatencyFinishP50MS, res.LatencyFinishP99MS, res.LatencyBatchMean, res.LatencyGroupMean)
				fmt.Fprintf(out, "  (the group finish's parts, p50/p99: build's start %.1f/%.1f ms, waiting in the group commit %.1f/%.1f ms,\n"+
					"   the group's transaction %.1f/%.1f ms, back to the build %.1f/%.1f ms; %d GCs, longest pause %.2f ms; load %.2f to %.2f)\n",
					res.LatencyFinishStartP50MS, res.LatencyFinishStartP99MS, res.LatencyGroupWaitP50MS, res.LatencyGroupWaitP99MS,
					res.LatencyGroupTxP50MS, res.LatencyGroupTxP99MS, res.LatencyFinishReturnP50MS, res.LatencyFinishReturnP99MS,
					res.LatencyGCCycles, res.LatencyGCPauseMaxMS, res.LoadAverageStart, res.LoadAverageEnd)
				fmt.Fprintf(out, "reconcile pass, %d rows, %d expired (aim < 20 ms): %7.2f ms (median of %d)\n",
					res.ReconcileRows, res.ReconcileTook, res.ReconcileMS, len(res.ReconcilePasses))
				return nil
			},
		}
		c.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
		c.Flags().BoolVar(&noFsync, "no-fsync", false, "run the private cluster with fsync and synchronous_commit off (CPU-bound figures)")
		c.Flags().IntVar(&batch, "batch", 0, "most demands one demand batch takes (each takes the demands waiting, up to this; 0: the rail's group max)")
		c.Flags().IntVar(&groupMax, "group-max", 0, "most finishes one group commit lands (0: the rail's default)")
		c.Flags().IntVar(&inFlight, "in-flight", 0, "matters the cycle measure keeps in flight (0: 256 per pool connection)")
		c.Flags().DurationVar(&window, "group-window", 2*time.Millisecond, "how long a finished build waits to land with others")
		c.Flags().BoolVar(&noRiver, "no-river", false, "skip River's rounds")
		bench.AddCommand(c)
	})
}

// benchDatabase returns the URL of a migrated database to measure in, and a
// cleanup func: a private throw-away cluster, or a scratch database on the
// configured server.
//
// The private cluster is durable (fsync and synchronous_commit on, as a
// ledger runs in production) unless noFsync: the baseline is then what the
// server's commits cost, which is what the rail's two commits per cycle pay.
// With fsync off both sides are bound by CPU instead, and the ratio measures
// statement cost.
func benchDatabase(ctx context.Context, noFsync bool) (string, func(), error) {
	if cfg.DatabaseURL == "" {
		s, err := pgserver.Start(ctx, pgserver.Options{Durable: !noFsync, Log: progressf})
		if err != nil {
			return "", nil, err
		}
		stop := func() {
			if err := s.Stop(); err != nil {
				progressf("%v", err)
			}
		}
		u := s.URL("postgres")
		pool, err := dbconfig.NewPool(ctx, u, dbconfig.ForLease(cfg.Lease).ForDDL(), nil)
		if err == nil {
			progressf("applying migrations")
			err = migrations.Up(ctx, pool)
			pool.Close()
		}
		if err != nil {
			stop()
			return "", nil, fmt.Errorf("bench rail: private cluster: %w", err)
		}
		return u, stop, nil
	}
	var b [4]byte
	_, _ = rand.Read(b[:])
	name := "pramaan_bench_" + hex.EncodeToString(b[:])
	admin, err := dbconfig.Connect(ctx, cfg.DatabaseURL, dbconfig.ForLease(cfg.Lease).ForDDL())
	if err != nil {
		return "", nil, fmt.Errorf("bench rail: %w", err)
	}
	defer admin.Close(ctx)
	if _, err := admin.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		return "", nil, fmt.Errorf("bench rail: create scratch database %s (the role needs CREATEDB): %w", name, err)
	}
	progressf("measuring in scratch database %s (dropped afterwards)", name)
	cleanup := func() {
		cctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := dbconfig.Connect(cctx, cfg.DatabaseURL, dbconfig.ForLease(cfg.Lease).ForDDL())
		if err != nil {
			progressf("could not drop scratch database %s: %v", name, err)
			return
		}
		defer c.Close(cctx)
		if _, err := c.Exec(cctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			progressf("could not drop scratch database %s: %v", name, err)
		}
	}
	u, err := url.Parse(cfg.DatabaseURL)
	if err != nil {
		cleanup()
		return "", nil, fmt.Errorf("bench rail: database URL: %w", err)
	}
	u.Path = "/" + name
	pool, err := dbconfig.NewPool(ctx, u.String(), dbconfig.ForLease(cfg.Lease).ForDDL(), nil)
	if err == nil {
		err = migrations.Up(ctx, pool)
		pool.Close()
	}
	if err != nil {
		cleanup()
		return "", nil, fmt.Errorf("bench rail: migrate scratch database %s: %w", name, err)
	}
	return u.String(), cleanup, nil
}
