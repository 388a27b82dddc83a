package main

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"pramaan/bus"
	"pramaan/outbox"
)

func init() {
	addCommand(func(root *cobra.Command) {
		var (
			o      outbox.RelayOptions
			listen string
		)
		cmd := &cobra.Command{
			Use:   "relay",
			Short: "Relay committed facts from the outbox onto NATS JetStream, as its own process",
			Long: "relay drains ops.domain_event_outbox onto NATS JetStream: batches locked with FOR UPDATE SKIP\n" +
				"LOCKED (run as many relays as you like), each fact published with its event id as the message\n" +
				"id, marked published once JetStream acknowledged it. It wakes within milliseconds on LISTEN/NOTIFY\n" +
				"and polls as a fallback. Published facts older than --retention are deleted in batches.\n\n" +
				"It needs PRAMAAN_DATABASE_URL. Without PRAMAAN_NATS_URL it embeds a JetStream server in\n" +
				"$PRAMAAN_DATA/nats, listening on --nats-listen so that workers can point PRAMAAN_NATS_URL at it.",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				ctx := cmd.Context()
				logger := slog.New(slog.NewTextHandler(os.Stderr, nil))
				db, err := openDatabase(ctx, dbRequireURL, progressf)
				if err != nil {
					return err
				}
				defer db.Close()
				bo := bus.Options{URL: cfg.NATSURL, Logger: logger}
				if bo.URL == "" {
					bo.DataDir, bo.Listen = filepath.Join(cfg.Data, "nats"), listen
				}
				b, err := bus.Start(ctx, bo)
				if err != nil {
					return fmt.Errorf("start the bus: %w", err)
				}
				defer b.Close()
				if b.Embedded() {
					where := "with no network listener (no other process can consume it)"
					if u := b.ClientURL(); u != "" {
						where = "listening on " + u + "; point the workers' PRAMAAN_NATS_URL there"
					}
					progressf("PRAMAAN_NATS_URL is unset: embedded JetStream in %s, %s", bo.DataDir, where)
				}
				o.Logger = logger
				progressf("relay running (batches of %d, poll every %s, LISTEN/NOTIFY %v, retention %s); Ctrl-C to stop",
					max(o.BatchSize, 1), o.PollInterval, !o.DisableNotify, o.Retention)
				return outbox.NewRelay(db.Pool, b.JS, o).Run(ctx)
			},
		}
		f := cmd.Flags()
		f.IntVar(&o.BatchSize, "batch", 1000, "facts per relay transaction")
		f.DurationVar(&o.PollInterval, "poll", time.Minute, "poll interval, the fallback when no notification arrives")
		f.BoolVar(&o.DisableNotify, "no-notify", false, "poll only (for poolers that cannot LISTEN)")
		f.DurationVar(&o.Retention, "retention", 7*24*time.Hour, "how long published facts are kept")
		f.StringVar(&listen, "nats-listen", "127.0.0.1:4222", "client address of the embedded JetStream (only without PRAMAAN_NATS_URL; empty: none)")
		root.AddCommand(cmd)
	})
}
