package main

import (
	"encoding/json"
	"fmt"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/spf13/cobra"

	"pramaan/bus"
	"pramaan/internal/bench/relaybench"
	"pramaan/internal/dbconfig"
)

func init() {
	addBench(func(bench *cobra.Command) {
		var (
			asJSON bool
			o      relaybench.Options
		)
		c := &cobra.Command{
			Use:   "relay",
			Short: "Relay events/s (outbox → JetStream ack); fact-commit → demand-commit latency with LISTEN/NOTIFY vs polling only",
			Long: "Runs on a private throw-away PostgreSQL with fsync on (or a scratch database on\n" +
				"PRAMAAN_DATABASE_URL, dropped afterwards) and an embedded JetStream in a temporary folder (or PRAMAAN_NATS_URL; the benchmark's\n" +
				"nudges are purged from its stream afterwards). Prints, in one run: relay throughput in events per\n" +
				"second from outbox rows to JetStream acknowledgements (facts written in bulk, then drained); the\n" +
				"latency from a fact's commit to its demand's commit (relay woken by LISTEN/NOTIFY, bus, trigger;\n" +
				"brief.requested facts on 200 matters, a worker with 64 slots and no-op builds),\n" +
				"p50 and p99; and the same latency with LISTEN/NOTIFY disabled, polling every --poll-interval.",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				ctx := cmd.Context()
				dbURL, cleanup, err := benchDatabase(ctx, false)
				if err != nil {
					return err
				}
				defer cleanup()
				pool, err := dbconfig.NewPool(ctx, dbURL, dbconfig.ForLease(cfg.Lease), func(pc *pgxpool.Config) { pc.MaxConns = 32 })
				if err != nil {
					return fmt.Errorf("bench relay: connect: %w", err)
				}
				defer pool.Close()
				bo := bus.Options{URL: cfg.NATSURL}
				if bo.URL == "" {
					dir, err := os.MkdirTemp("", "pramaan-bench-nats-")
					if err != nil {
						return err
					}
					defer os.RemoveAll(dir)
					bo.DataDir = dir
					progressf("embedded JetStream in %s (PRAMAAN_NATS_URL is unset)", dir)
				}
				b, err := bus.Start(ctx, bo)
				if err != nil {
					return err
				}
				defer b.Close()
				o.Progress = progressf
				res, err := relaybench.Run(ctx, pool, b, o)
				if err != nil {
					return err
				}
				if asJSON {
					return json.NewEncoder(cmd.OutOrStdout()).Encode(res)
				}
				out := cmd.OutOrStdout()
				fmt.Fprintf(out, "relay throughput, outbox → JetStream ack (%d events, %d relays, batches of %d): %8.0f events/s (aim 20,000)\n",
					res.Events, res.Relays, res.BatchSize, res.EventsPerS)
				fmt.Fprintf(out, "fact commit → demand commit, LISTEN/NOTIFY (%d facts at %d/s):   p50 %7.1f ms   p99 %7.1f ms (aim < 100)\n",
					res.LatencySamples, res.LatencyRate, res.LatencyP50MS, res.LatencyP99MS)
				fmt.Fprintf(out, "  of which fact commit → nudge on the bus:                          p50 %7.1f ms   p99 %7.1f ms\n",
					res.ToBusP50MS, res.ToBusP99MS)
				fmt.Fprintf(out, "fact commit → demand commit, polling only every %s (%d facts): p50 %7.1f ms   p99 %7.1f ms\n",
					time.Duration(res.PollOnlyIntervalMS*float64(time.Millisecond)), res.PollOnlySamples,
					res.PollOnlyLatencyP50MS, res.PollOnlyLatencyP99MS)
				return nil
			},
		}
		f := c.Flags()
		f.BoolVar(&asJSON, "json", false, "print one JSON object")
		f.IntVar(&o.Events, "events", 100_000, "facts relayed in the throughput phase")
		f.IntVar(&o.Relays, "relays", 2, "relays draining at once in the throughput phase")
		f.IntVar(&o.BatchSize, "batch", 1000, "facts per relay transaction")
		f.IntVar(&o.LatencyEvents, "latency-events", 2000, "facts timed with LISTEN/NOTIFY")
		f.IntVar(&o.LatencyRate, "latency-rate", 200, "facts per second written while timing latency")
		f.IntVar(&o.PollEvents, "poll-events", 150, "facts timed with polling only")
		f.DurationVar(&o.PollInterval, "poll-interval", time.Second, "the poll interval of the polling-only phase (the product's default is 1m)")
		bench.AddCommand(c)
	})
}
