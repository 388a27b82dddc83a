package trigger

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// The bulkheads (docs/rail.md, docs/operations-database.md): one
// matter's trouble never holds a consumer's hands, and a worker cut off from
// its database takes no nudges that other workers could serve.
//
//   - The fact's transaction waits at most Options.LockTimeout for a lock
//     (the matter's job row held by a stalled session, a duplicate's inbox
//     row): it then gives up, nothing is recorded, and the nudge is
//     redelivered after the consumer's NakDelay; the inbox keeps the
//     redelivery idempotent.
//   - A message is handled within ConsumerOptions.HandleTimeout, whatever the
//     network does (a black-holed connection answers nothing, and no server
//     timeout reaches the client): past it the message is redelivered.
//   - A Consumer whose database does not answer a probe (one connection of its
//     own, every ProbeEvery, each answer awaited ProbeTimeout) fetches nothing
//     until it does, so the bus hands the facts to Consumers that can serve
//     them. A slow answer is an answer: a saturated machine does not make a
//     Consumer give back the messages in hand.

// DefaultLockTimeout is Options.LockTimeout's default: a healthy holder of a
// job row (a demand, a snapshot, a finish) lets go within milliseconds.
const DefaultLockTimeout = time.Second

// txOptions begins the fact's transaction with its lock bound, in the same
// round trip as BEGIN.
func (t *Trigger) txOptions() pgx.TxOptions {
	return pgx.TxOptions{
		IsoLevel:   pgx.ReadCommitted,
		BeginQuery: "BEGIN ISOLATION LEVEL READ COMMITTED; SET LOCAL lock_timeout = " + t.lockTimeoutSetting(),
	}
}

// lockTimeoutSetting is the trigger's lock wait as lock_timeout's value, in
// milliseconds (at least 1: 0 would mean no bound).
func (t *Trigger) lockTimeoutSetting() string {
	return strconv.FormatInt(max(t.opt.LockTimeout.Milliseconds(), 1), 10)
}

// IsLockTimeout reports whether err is a statement that gave up waiting for
// a lock (lock_timeout, SQLSTATE 55P03): the row is held by another session,
// and the fact's nudge will be redelivered.
func IsLockTimeout(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "55P03"
}

// serverAnswered reports whether err came from the server (the database is
// reachable, whatever it said).
func serverAnswered(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr)
}

// probe watches the database from one connection of its own, every every,
// each try bounded by timeout, and keeps healthy up to date until ctx is done.
// Messages in hand when the database stops answering are given up at once
// (their handling context is the epoch's), so the bus hands them to another
// Consumer instead of waiting out HandleTimeout.
type probe struct {
	healthy atomic.Bool
	every   time.Duration
	timeout time.Duration // how long one try waits for the answer
	cfg     *pgx.ConnConfig
	c       *Consumer

	mu     sync.Mutex
	epoch  context.Context // done when the database stops answering
	cancel context.CancelCauseFunc

	stopped chan struct{} // closed when run returns
}

// errUnreachable ends the handling of the messages in hand when the probe
// finds the database unreachable.
var errUnreachable = errors.New("trigger: the database does not answer its probe")

func (c *Consumer) startProbe(ctx context.Context) *probe {
	p := &probe{every: c.opt.ProbeEvery, timeout: c.opt.ProbeTimeout, cfg: c.t.pool.Config().ConnConfig, c: c, stopped: make(chan struct{})}
	if p.timeout <= 0 {
		p.timeout = p.every
	}
	p.healthy.Store(true)
	p.epoch, p.cancel = context.WithCancelCause(context.Background())
	go p.run(ctx)
	return p
}

// handling returns the context to handle one message in: ctx, bounded by
// timeout, and ended as soon as the database is found unreachable.
func (p *probe) handling(ctx context.Context, timeout time.Duration) (context.Context, context.CancelFunc) {
	hctx, cancel := context.WithTimeoutCause(ctx, timeout, fmt.Errorf("trigger: a message was not handled within %s", timeout))
	p.mu.Lock()
	epoch := p.epoch
	p.mu.Unlock()
	stop := context.AfterFunc(epoch, cancel)
	return hctx, func() { stop(); cancel() }
}

// ready reports whether the Consumer may fetch; when not, it waits one
// probe interval first.
func (p *probe) ready(ctx context.Context) bool {
	if p.healthy.Load() {
		return true
	}
	sleep(ctx, p.every)
	return false
}

// failed records a handling error: one the server did not answer marks the
// database unreachable until the next probe succeeds.
func (p *probe) failed(err error) {
	if !serverAnswered(err) {
		p.set(false, err)
	}
}

func (p *probe) set(ok bool, err error) {
	if p.healthy.Swap(ok) == ok {
		return
	}
	p.mu.Lock()
	if ok {
		p.epoch, p.cancel = context.WithCancelCause(context.Background())
	} else {
		p.cancel(errUnreachable)
	}
	p.mu.Unlock()
	if ok {
		p.c.log.Info("the database answers again: taking nudges")
	} else {
		p.c.log.Warn("the database does not answer: taking no nudges until it does", "err", err)
	}
}

func (p *probe) run(ctx context.Context) {
	var conn *pgx.Conn
	defer func() {
		if conn != nil {
			_ = conn.Close(context.Background())
		}
		close(p.stopped)
	}()
	for sleep(ctx, p.every) {
		cctx, cancel := context.WithTimeout(ctx, p.timeout)
		var err error
		if conn == nil {
			conn, err = pgx.ConnectConfig(cctx, p.cfg.Copy())
		}
		if err == nil {
			err = conn.Ping(cctx)
		}
		cancel()
		if ctx.Err() != nil {
			return
		}
		if err != nil && conn != nil {
			_ = conn.Close(context.Background())
			conn = nil
		}
		p.set(err == nil, err)
		p.c.probed.Signal(err)
	}
}
