package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"time"

	"github.com/spf13/cobra"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/trace"

	"pramaan/brief"
	"pramaan/brief/samples"
	"pramaan/internal/app"
	"pramaan/rail"
	"pramaan/readmodel"
	"pramaan/record"
	"pramaan/web"
)

func init() {
	addCommand(func(root *cobra.Command) {
		var asJSON bool
		var timeout time.Duration
		demo := &cobra.Command{
			Use:   "demo",
			Short: "Run the whole chain once on the sample matter, print its Brief when current, and exit",
			Long: "demo starts everything in one process (a private Postgres under $PRAMAAN_DATA/pg unless\n" +
				"PRAMAAN_DATABASE_URL is set, an embedded JetStream under $PRAMAAN_DATA/nats unless\n" +
				"PRAMAAN_NATS_URL is set, the relay, the trigger, the rail's Runner with the Brief builder, and\n" +
				"the reconcilers), creates a matter, uploads the sample PDFs one transaction each, waits until\n" +
				"the Brief is current, prints it with the rail's status, and exits.",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				return runDemo(cmd.Context(), cmd.OutOrStdout(), demoOptions{JSON: asJSON, Timeout: timeout, Stay: false})
			},
		}
		demo.Flags().BoolVar(&asJSON, "json", false, "print one JSON object (matter_id, uploads, generation, current, builds, model_calls, brief)")
		demo.Flags().DurationVar(&timeout, "timeout", 100*time.Second, "give up when the Brief is not current by then")
		root.AddCommand(demo)

		var upTimeout time.Duration
		up := &cobra.Command{
			Use:   "up",
			Short: "Run everything in one process with the sample matter, until interrupted",
			Long: "up starts everything in one process, as demo does, with the API and the web UI on\n" +
				"PRAMAAN_ADDR, and keeps it running until Ctrl-C. On its first start in a data folder it\n" +
				"creates a demo firm, writes $PRAMAAN_DATA/credentials.json (mode 0600: url, firm_id,\n" +
				"api_key; every later start reuses it), uploads the sample matter and prints its Brief once\n" +
				"it is current. A restart after a crash gives back the killed run's claims at once. Other\n" +
				"commands given the same PRAMAAN_DATA use its private cluster meanwhile (`pramaan firm\n" +
				"create`, `pramaan rail status`).",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				return runDemo(cmd.Context(), cmd.OutOrStdout(), demoOptions{Timeout: upTimeout, Stay: true})
			},
		}
		up.Flags().DurationVar(&upTimeout, "timeout", 100*time.Second, "how long to wait for the sample Brief before reporting it is late")
		root.AddCommand(up)
	})
}

type demoOptions struct {
	JSON    bool
	Timeout time.Duration
	Stay    bool // keep running after the Brief is current (up)
}

// demoResult is `pramaan demo --json`'s output.
type demoResult struct {
	MatterID   string          `json:"matter_id"`
	FirmID     string          `json:"firm_id"`
	Uploads    int             `json:"uploads"`
	Generation int64           `json:"generation"`
	Current    bool            `json:"current"`
	Builds     int             `json:"builds"`
	ModelCalls int             `json:"model_calls"`
	Seconds    float64         `json:"seconds"`
	Brief      *brief.Brief    `json:"brief"`
	Rail       *rail.JobStatus `json:"rail"`
}

func runDemo(ctx context.Context, out io.Writer, o demoOptions) error {
	started := time.Now()
	role := "demo"
	if o.Stay {
		role = "up"
	}
	logger := newLogger(role, true)
	if err := os.MkdirAll(cfg.Data, 0o755); err != nil {
		return fmt.Errorf("data folder %s (PRAMAAN_DATA or --data): %w", cfg.Data, err)
	}
	unlock, err := lockDataFolder(cfg.Data)
	if err != nil {
		return err
	}
	defer unlock()
	workerID, err := folderWorkerID(cfg.Data)
	if err != nil {
		return err
	}
	var ln net.Listener
	if o.Stay {
		// up binds the API's address before anything starts: a taken or
		// malformed address costs no cluster and no processes.
		if ln, err = net.Listen("tcp", cfg.Addr); err != nil {
			return fmt.Errorf("listen on %s for the API and web UI: %w (set PRAMAAN_ADDR or --addr to a free address)", cfg.Addr, err)
		}
	}
	serving := false // from then on, the web server owns ln and closes it
	defer func() {
		if ln != nil && !serving {
			ln.Close()
		}
	}()
	p, err := startProcess(ctx, processOptions{role: role, mode: dbFolder, bus: true, roles: app.All, logger: logger, workerID: workerID})
	if err != nil {
		return err
	}
	defer p.Close()
	sys, db := p.sys, p.db
	db.Owner = true // the folder lock is ours: so is its cluster
	// A previous run of this folder that was killed mid-build still holds
	// its claims under the same worker id: give them back now, so its
	// matters are built again at once instead of after their leases.
	if n, err := sys.Rail.ReleaseWorker(ctx); err != nil {
		return err
	} else if n > 0 {
		progressf("released %d claim(s) left by this folder's previous run (worker %s); their Briefs are rebuilt now", n, workerID)
	}
	runCtx, stop := context.WithCancel(context.WithoutCancel(ctx))
	done := make(chan error, 1)
	go func() { done <- sys.Run(runCtx) }()
	defer func() {
		progressf("stopping: releasing claims, draining the bus")
		stop()
		if err := <-done; err != nil {
			progressf("stopped with: %v", err)
		}
	}()

	webDone := make(chan error, 1)
	apiURL := ""
	if o.Stay {
		// up: the API and the web UI in the same process, from the start, so
		// the sample matter can be watched becoming current.
		apiURL = "http://" + ln.Addr().String()
		// The web server stops first on the way out (its event streams end
		// with their final event, then the listener), before the system's
		// services and, last, the pool.
		webCtx, stopWeb := context.WithCancel(context.WithoutCancel(ctx))
		webExited := make(chan struct{})
		serving = true
		go func() {
			defer close(webExited)
			webDone <- web.ServeListener(webCtx, ln, web.New(web.Options{Store: sys.Store, Pool: sys.Pool(), Views: sys.Views, Logger: logger, Registerer: p.registerer()}), logger)
		}()
		defer func() {
			stopWeb()
			<-webExited
		}()
		progressf("API and web UI on %s/", apiURL)
	}

	creds, created, err := ensureDemoFirm(ctx, sys.Store, cfg.Data, apiURL)
	if err != nil {
		return err
	}
	if created {
		progressf("created the demo firm %s; its URL, firm_id and api_key are in %s (mode 0600)", creds.FirmID, credentialsPath(cfg.Data))
	} else {
		progressf("demo firm %s: credentials from %s", creds.FirmID, credentialsPath(cfg.Data))
	}
	if o.Stay && !created {
		// A later start of up: the firm and its matters are already there.
		progressf("running until interrupted (Ctrl-C): open %s/ and paste the API key from %s; database %s",
			apiURL, credentialsPath(cfg.Data), redactURL(db.URL))
		return waitStop(ctx, webDone)
	}
	key := creds.APIKey
	firm := record.Firm{ID: creds.FirmID}

	sample, err := samples.Demo()
	if err != nil {
		return fmt.Errorf("sample matter: %w", err)
	}
	tctx, span := newTrace(ctx, "create matter")
	matter, err := sys.Store.CreateMatter(tctx, firm.ID, sample.Title)
	span.End()
	if err != nil {
		return err
	}
	progressf("firm %s, matter %s %q", firm.ID, matter.ID, matter.Title)
	for _, f := range sample.Files {
		// Each upload starts a trace, as an API request would: its fact, the
		// demand and the run it causes carry the trace id.
		tctx, span := newTrace(ctx, "upload document")
		d, err := sys.Store.Upload(tctx, firm.ID, matter.ID, f.Name, bytes.NewReader(f.Data))
		span.End()
		if err != nil {
			return fmt.Errorf("upload %s: %w", f.Name, err)
		}
		progressf("uploaded %s (%d bytes) as document %s", f.Name, d.Size, d.ID)
	}

	progressf("waiting for the Brief to become current (the rail does the rest)")
	deadline := time.Now().Add(o.Timeout)
	var view readmodel.MatterView
	last := ""
	for {
		view, err = sys.Views.View(ctx, firm.ID, matter.ID)
		if err != nil {
			return err
		}
		if view.Current {
			break
		}
		if line := view.Progress(); line != last {
			progressf("%s", line)
			last = line
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the Brief of matter %s is not current after %s (%s): run `pramaan rail status --matter %s` against this database to see its job and runs",
				matter.ID, o.Timeout, view.Progress(), matter.ID)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	res := demoResult{
		MatterID: matter.ID, FirmID: firm.ID, Uploads: len(sample.Files),
		Generation: view.Brief.Generation, Current: view.Current,
		Builds: view.Builds, ModelCalls: view.ModelCalls,
		Seconds: time.Since(started).Seconds(), Brief: view.Brief, Rail: view.Job,
	}
	if o.JSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(res); err != nil {
			return err
		}
	} else {
		if err := view.Brief.WriteText(out); err != nil {
			return err
		}
		fmt.Fprintf(out, "\nrail: generation %d served, %d requested, %d build(s), %d model call(s), current in %.1fs\n",
			view.Job.ServedGeneration, view.Job.RequestedGeneration, view.Builds, view.ModelCalls, res.Seconds)
	}
	if o.Stay {
		progressf("running until interrupted (Ctrl-C): open %s/ and paste the API key %s (also in %s); database %s",
			apiURL, key, credentialsPath(cfg.Data), redactURL(db.URL))
		return waitStop(ctx, webDone)
	}
	return nil
}

// waitStop waits for an interrupt, or for the web server to fail.
func waitStop(ctx context.Context, webDone <-chan error) error {
	select {
	case <-ctx.Done():
	case err := <-webDone:
		if err != nil {
			return fmt.Errorf("the web server stopped: %w", err)
		}
	}
	return nil
}

// newTrace starts the root span of a new trace for one operation of the
// sample run, as an API request would; the caller ends it.
func newTrace(ctx context.Context, name string) (context.Context, trace.Span) {
	return otel.Tracer("pramaan/cmd").Start(ctx, name, trace.WithNewRoot())
}
