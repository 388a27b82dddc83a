package main

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"pramaan/brief/model"
	"pramaan/bus"
	"pramaan/internal/app"
	"pramaan/rail"
)

func init() {
	addCommand(func(root *cobra.Command) {
		var slots int
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
				logger := slog.New(slog.NewTextHandler(os.Stderr, nil))
				db, err := openDatabase(ctx, dbRequireURL, progressf)
				if err != nil {
					return err
				}
				defer db.Close()
				if cfg.NATSURL == "" {
					progressf("PRAMAAN_NATS_URL is unset: embedding a JetStream server in %s that no other process shares; set it to scale out",
						filepath.Join(cfg.Data, "nats"))
				}
				b, err := bus.Start(ctx, bus.Options{URL: cfg.NATSURL, DataDir: filepath.Join(cfg.Data, "nats"), Logger: logger})
				if err != nil {
					return fmt.Errorf("start the bus: %w", err)
				}
				defer b.Close()
				m, err := model.New(cfg.Model, os.Getenv)
				if err != nil {
					return fmt.Errorf("model panel %q: %w", cfg.Model, err)
				}
				sys, err := app.New(app.Options{
					Pool: db.Pool, Bus: b, DataDir: cfg.Data, Model: m, Slots: slots,
					Rail:  rail.Config{Lease: cfg.Lease},
					Roles: app.Roles{Worker: true, Relay: cfg.NATSURL == ""}, Logger: logger,
				})
				if err != nil {
					return err
				}
				progressf("worker running with %d build slot(s), model %s; Ctrl-C to stop", max(slots, 1), m.Name())
				return sys.Run(ctx)
			},
		}
		cmd.Flags().IntVar(&slots, "slots", 4, "concurrent builds in this process")
		root.AddCommand(cmd)
	})
}
