package main

import (
	"fmt"
	"net"

	"github.com/spf13/cobra"

	"pramaan/web"
)

func init() {
	addCommand(func(root *cobra.Command) {
		var newFirm string
		cmd := &cobra.Command{
			Use:   "serve",
			Short: "Run the HTTP API and web UI as their own process (scale-out role)",
			Long: "serve is the scale-out front door: the JSON API under /api/v1, /healthz and the web UI\n" +
				"at /, listening on PRAMAAN_ADDR (/metrics, /healthz and /readyz on --metrics-addr only).\n" +
				"It runs no relay and no workers: uploads and Regenerate write facts to the outbox, and\n" +
				"`pramaan relay` and `pramaan worker` processes against the same database do the rest.\n" +
				"Blobs are written under $PRAMAAN_DATA/blobs, which the workers must share. Ctrl-C ends\n" +
				"the event streams, lets requests in flight finish and exits.",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				ctx := cmd.Context()
				// Bound before anything starts: a taken or malformed address
				// costs no database and no firm.
				ln, err := net.Listen("tcp", cfg.Addr)
				if err != nil {
					return fmt.Errorf("listen on %s for the API and web UI: %w (set PRAMAAN_ADDR or --addr to a free address)", cfg.Addr, err)
				}
				serving := false // from then on, the web server owns ln
				defer func() {
					if !serving {
						ln.Close()
					}
				}()
				p, err := startProcess(ctx, processOptions{role: "serve", mode: dbFolder})
				if err != nil {
					return err
				}
				defer p.Close()
				sys, logger := p.sys, p.logger
				if newFirm != "" {
					firm, key, err := sys.Store.CreateFirm(ctx, newFirm)
					if err != nil {
						return err
					}
					progressf("created firm %s %q; its API key (shown this once): %s", firm.ID, firm.Name, key)
					progressf("open http://%s/#key=%s to use the web UI as this firm", ln.Addr(), key)
				}
				progressf("serving the API and the web UI on http://%s/ (database %s); Ctrl-C to stop", ln.Addr(), redactURL(p.db.URL))
				serving = true
				if err := web.ServeListener(ctx, ln, web.New(web.Options{Store: sys.Store, Pool: sys.Pool(), Views: sys.Views, Logger: logger, Registerer: p.registerer()}), logger); err != nil {
					return fmt.Errorf("serve: %w", err)
				}
				return nil
			},
		}
		cmd.Flags().StringVar(&newFirm, "new-firm", "", "create a firm with this name first and print its API key (shown once)")
		root.AddCommand(cmd)
	})
}
