package main

import (
	"time"

	"github.com/spf13/cobra"

	"pramaan/internal/app"
	"pramaan/relay"
)

func init() {
	addCommand(func(root *cobra.Command) {
		var (
			o      relay.Options
			listen string
		)
		cmd := &cobra.Command{
			Use:   "relay",
			Short: "Relay committed facts from the outbox onto NATS JetStream, as its own process",
			Long: "relay drains ops.domain_event_outbox onto NATS JetStream: batches locked with FOR UPDATE SKIP\n" +
				"LOCKED (run as many relays as you like), each fact published with its event id as the message\n" +
				"id, marked published once JetStream acknowledged it. It wakes within milliseconds on LISTEN/NOTIFY\n" +
				"and polls as a fallback. Published facts older than --retention are deleted in batches.\n\n" +
				"It uses PRAMAAN_DATABASE_URL, or without it the private cluster of $PRAMAAN_DATA. Without\n" +
				"PRAMAAN_NATS_URL it embeds a JetStream server in $PRAMAAN_DATA/nats, listening on\n" +
				"--nats-listen (NATS's usual 127.0.0.1:4222; host:0 picks a free port) and prints its URL,\n" +
				"for the other processes' PRAMAAN_NATS_URL. A taken address is refused at once.",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				ctx := cmd.Context()
				p, err := startProcess(ctx, processOptions{
					role: "relay",
					mode: dbFolder, bus: true, natsListen: listen, roles: app.Roles{Relay: true}, relay: o,
				})
				if err != nil {
					return err
				}
				defer p.Close()
				progressf("relay running (batches of %d, poll every %s, LISTEN/NOTIFY %v, retention %s); Ctrl-C to stop",
					max(o.BatchSize, 1), o.PollInterval, !o.DisableNotify, o.Retention)
				return p.sys.Run(ctx)
			},
		}
		f := cmd.Flags()
		f.IntVar(&o.BatchSize, "batch", 1000, "facts per relay transaction")
		f.DurationVar(&o.PollInterval, "poll", time.Minute, "poll interval, the fallback when no notification arrives")
		f.BoolVar(&o.DisableNotify, "no-notify", false, "poll only (for poolers that cannot LISTEN)")
		f.DurationVar(&o.Retention, "retention", 7*24*time.Hour, "how long published facts are kept")
		f.StringVar(&listen, "nats-listen", "127.0.0.1:4222", "client address of the embedded JetStream (only without PRAMAAN_NATS_URL; host:0: a free port; empty: none)")
		root.AddCommand(cmd)
	})
}
