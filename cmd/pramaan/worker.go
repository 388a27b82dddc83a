package main

import (
	"fmt"
	"os"
	"strconv"

	"github.com/spf13/cobra"

	"pramaan/internal/app"
)

func init() {
	addCommand(func(root *cobra.Command) {
		var (
			slots    int
			workerID string
		)
		cmd := &cobra.Command{
			Use:   "worker",
			Short: "Run Brief builds as one of many worker processes: bus consumer, trigger, Runner, reconcilers",
			Long: "worker is the scale-out role that builds Briefs. Start as many as you like, on as many\n" +
				"machines, against one PRAMAAN_DATABASE_URL and one PRAMAAN_NATS_URL: the ledger's fencing\n" +
				"tokens keep their builds safe, and each fetches only as many nudges as it has free slots.\n" +
				"Ctrl-C releases the claims it holds, so another worker takes them over at once.",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				ctx := cmd.Context()
				if cmd.Flags().Changed("slots") && slots < 1 {
					return fmt.Errorf("invalid --slots %d: a worker needs one build slot or more (flag --slots, env PRAMAAN_SLOTS)", slots)
				}
				if raw := os.Getenv("PRAMAAN_SLOTS"); raw != "" && !cmd.Flags().Changed("slots") {
					n, err := strconv.Atoi(raw)
					if err != nil || n < 1 {
						return fmt.Errorf("invalid PRAMAAN_SLOTS: %q is not a whole number of one or more (flag --slots, env PRAMAAN_SLOTS)", raw)
					}
					slots = n
				}
				p, err := startProcess(ctx, processOptions{
					role: "worker",
					mode: dbFolder, bus: true, slots: slots, workerID: workerID,
					// Without a shared NATS this process relays its own facts too.
					roles: app.Roles{Worker: true, Relay: cfg.NATSURL == ""},
				})
				if err != nil {
					return err
				}
				defer p.Close()
				if workerID != "" {
					// The same id as a previous run of this worker: its
					// claims are given back now, not after their leases.
					n, err := p.sys.Rail.ReleaseWorker(ctx)
					if err != nil {
						return err
					}
					if n > 0 {
						progressf("released %d claim(s) held by this worker id's previous run", n)
					}
				}
				progressf("worker running with %d build slot(s), model %s; Ctrl-C to stop", max(slots, 1), cfg.Model)
				return p.sys.Run(ctx)
			},
		}
		cmd.Flags().IntVar(&slots, "slots", 4, "concurrent builds in this process (env PRAMAAN_SLOTS)")
		cmd.Flags().StringVar(&workerID, "worker-id", envOr("PRAMAAN_WORKER_ID", ""),
			"a stable id for this worker (env PRAMAAN_WORKER_ID), unique among running workers: a restart under it gives back its previous run's claims at once; empty: a new id per process")
		root.AddCommand(cmd)
	})
}
