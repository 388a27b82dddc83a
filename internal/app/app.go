// Package app wires PRAMAAN's parts into one running system: the record
// (matters, documents, blobs), the read model, the relay onto the bus, the
// Brief rail's trigger and its consumer, the rail's Runner with the Brief
// builder, and the two reconcilers (the rail's lease sweep inside the
// Runner, the trigger's sweep over the ledger). It holds no SQL and no
// logic of its own beyond the wiring: the spans around a run and each model
// call, the brief.built fact of a landed frame, and the order of shutdown.
//
// It is the one place that knows every part, so `pramaan up`, `pramaan demo`,
// `pramaan serve`, `pramaan worker`, `pramaan relay` and the end-to-end tests
// all start the same system, with roles switched on or off. The parts know
// only what is below them (docs/architecture.md, "Packages"); nothing but
// the binary and tests imports this package.
package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/brief"
	"pramaan/brief/model"
	"pramaan/bus"
	"pramaan/internal/service"
	"pramaan/outbox"
	"pramaan/rail"
	"pramaan/readmodel"
	"pramaan/record"
	"pramaan/relay"
	"pramaan/trigger"
)

// Roles say which loops a process runs. The zero value runs none; All runs
// every one (one machine).
type Roles struct {
	Relay  bool // outbox → bus
	Worker bool // bus consumer + trigger + Runner (builds) + both reconcilers
}

// All is every role in one process (`pramaan up`, `pramaan demo`).
var All = Roles{Relay: true, Worker: true}

// Options configure a System.
type Options struct {
	Pool    *pgxpool.Pool
	Bus     *bus.Bus // required by the Relay and Worker roles
	DataDir string   // $PRAMAAN_DATA: blobs live under DataDir/blobs
	Model   model.Model
	Rail    rail.Config
	Slots   int // concurrent builds per process (Runner slots)
	// SlotsPerFirm bounds the build slots one firm holds at once, so one
	// firm's many matters never take them all. Default max(1, Slots/2);
	// negative: no bound but Slots.
	SlotsPerFirm int
	Roles        Roles
	// Relay, Reconciler and Consumer tune the parts; zero values mean their defaults.
	Relay      relay.Options
	Reconciler trigger.ReconcilerOptions
	Consumer   trigger.ConsumerOptions
	Logger     *slog.Logger
}

// System is a wired PRAMAAN process.
type System struct {
	Store   *record.Store
	Rail    *rail.Rail
	Runner  *rail.Runner
	Trigger *trigger.Trigger
	Relay   *relay.Relay
	Builder *brief.Builder
	Reader  *record.Reader    // reads documents outside the build slots, fair between firms
	Views   *readmodel.Reader // what web and the CLI read of a matter

	opt Options
}

// New wires the parts; nothing runs until Run.
func New(opt Options) (*System, error) {
	if opt.Pool == nil {
		return nil, errors.New("app: no database pool")
	}
	if (opt.Roles.Relay || opt.Roles.Worker) && opt.Bus == nil {
		return nil, errors.New("app: the relay and worker roles need a bus")
	}
	if opt.Logger == nil {
		opt.Logger = slog.Default()
	}
	if opt.Model == nil {
		m, err := model.New("rules", nil)
		if err != nil {
			return nil, err
		}
		opt.Model = m
	}
	s := &System{opt: opt}
	s.Rail = rail.New(opt.Pool, opt.Rail)
	runnerLog := opt.Logger // the Runner names its worker on its own lines
	if opt.Roles.Worker {
		// Every line of a building process names its worker, as its runs do.
		opt.Logger = opt.Logger.With("worker_id", s.Rail.WorkerID())
	}
	s.Store = record.NewStore(opt.Pool, record.FileBlobs{Dir: filepath.Join(opt.DataDir, "blobs")}, nil)
	s.Store.Logger = opt.Logger
	s.Views = readmodel.New(opt.Pool, s.Store)
	s.Reader = record.NewReader(s.Store, record.ReaderOptions{Logger: opt.Logger})
	s.Builder = brief.NewBuilder(s.Rail, s.Store, tracedModel{traceMembers(opt.Model)}, brief.BuilderOptions{Logger: opt.Logger, Cache: brief.NewPGCache(opt.Pool), Reader: s.Reader})
	s.Runner = rail.NewRunner(s.Rail, tracedRun(s.Builder.Build), rail.RunnerOptions{
		Slots:   opt.Slots,
		PerFirm: slotsPerFirm(opt.Slots, opt.SlotsPerFirm),
		OnLand:  briefBuilt,
		Logger:  runnerLog,
	})
	s.Trigger = trigger.New(opt.Pool, s.Rail, s.Runner, trigger.Options{Logger: opt.Logger})
	if opt.Roles.Relay {
		if opt.Relay.Logger == nil {
			opt.Relay.Logger = opt.Logger
		}
		s.Relay = relay.New(opt.Pool, opt.Bus.JS, opt.Relay)
	}
	return s, nil
}

// slotsPerFirm is Options.SlotsPerFirm with its default: half the slots
// (the Runner's default 4 when slots is zero), at least one.
func slotsPerFirm(slots, perFirm int) int {
	switch {
	case perFirm > 0:
		return perFirm
	case perFirm < 0:
		return 0
	case slots <= 0:
		slots = 4
	}
	return max(1, slots/2)
}

// briefBuilt writes the `brief.built` fact in the finish transaction of every
// landed frame: a side effect outside Postgres goes through the outbox, with a
// message id of matter:generation so a retried finish cannot announce twice.
func briefBuilt(ctx context.Context, tx pgx.Tx, c rail.Claim, generation int64) error {
	_, err := outbox.Write(ctx, tx, outbox.Fact{
		ID:       frameFactID(c.MatterID, generation),
		FirmID:   c.FirmID,
		MatterID: c.MatterID,
		Name:     "brief.built",
		Payload:  map[string]string{"generation": fmt.Sprint(generation)},
	})
	return err
}

// frameFactNamespace scopes the deterministic ids of brief.built facts.
var frameFactNamespace = uuid.MustParse("6f1d7c1e-3b0a-4c59-9a57-0d8e1c2b7f40")

// frameFactID is the brief.built fact's id, a UUID derived from
// matter:generation: the same frame always announces under the same id.
func frameFactID(matterID string, generation int64) string {
	return uuid.NewSHA1(frameFactNamespace, []byte(fmt.Sprintf("%s:%d", matterID, generation))).String()
}

// Pool is the System's database pool. Callers that write must keep the
// outbox rule: a record change and its fact in one transaction.
func (s *System) Pool() *pgxpool.Pool { return s.opt.Pool }

// Run runs the roles' services until ctx is done (or one fails), then
// stops them in order (docs/architecture.md, "Lifecycle"):
//
//  1. stop taking work: the bus consumer and the trigger's reconciler;
//  2. finish or release claims: the Runner cancels its builds and gives
//     their claims back (each run ends, none is left open);
//  3. flush the relay: one last drain publishes the facts written on the way
//     out (a brief.built of a build that landed), then the relay stops, its
//     batch in flight marked before it returns.
//
// The caller closes the bus and the pool after Run returns. Run returns the
// first service error other than cancellation.
func (s *System) Run(ctx context.Context) error {
	var takers, builders, relays []*service.Service
	if s.opt.Roles.Worker {
		// The reader stops after the Runner: a build being cancelled may
		// still wait on it.
		builders = append(builders, service.New("runner", s.Runner.Run), service.New("reader", s.Reader.Run))
		takers = append(takers,
			service.New("consumer", s.Trigger.NewConsumer(s.opt.Bus, s.opt.Consumer).Run),
			service.New("reconciler", s.Trigger.NewReconciler(s.opt.Reconciler).Run),
			// Another process's pending demand wakes this Runner at once.
			service.New("pending-listener", s.Trigger.ListenPending))
	}
	if s.opt.Roles.Relay {
		relays = append(relays, service.New("relay", s.Relay.Run))
	}
	all := append(append(append([]*service.Service{}, relays...), builders...), takers...)
	for _, sv := range all {
		sv.Start(ctx)
	}
	// Wait for the stop, or for a service that ends on its own.
	failed := make(chan struct{}, len(all))
	for _, sv := range all {
		go func() {
			select {
			case <-sv.Stopped():
				failed <- struct{}{}
			case <-ctx.Done():
			}
		}()
	}
	select {
	case <-ctx.Done():
	case <-failed:
	}
	var errs []error
	stop := func(group []*service.Service) {
		for _, sv := range group {
			if err := sv.Stop(); err != nil {
				errs = append(errs, err)
			}
		}
	}
	stop(takers)
	stop(builders)
	if len(relays) > 0 {
		fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		if err := s.Relay.Drain(fctx); err != nil {
			s.opt.Logger.Warn("the relay's last drain failed; the next relay publishes the rest", "err", err)
		}
		cancel()
	}
	stop(relays)
	if len(errs) > 0 {
		return errs[0]
	}
	return nil
}
