package trigger

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
)

// PendingChannel is the Postgres notification channel on which a trigger
// says, in the transaction that recorded it, that it left demand pending
// (its process had no free build slot for it); the payload is the rail's
// name. Every worker's ListenPending wakes its Runner, so a worker with a
// free slot takes the matter as soon as the demand commits instead of at
// its next reconcile tick (RunnerOptions.ReconcileEvery, up to a second).
// The notification only wakes: the ledger's pending row is the truth, and
// a lost notification delays the build by one tick at most.
const PendingChannel = "pramaan_rail_pending"

// notifyPending queues PendingChannel's notification in tx: it is sent when
// tx commits, never if it rolls back.
func (t *Trigger) notifyPending(ctx context.Context, tx pgx.Tx) error {
	_, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, PendingChannel, t.opt.Rail)
	return err
}

// ListenPending wakes the trigger's Runner (Runner.Wake) whenever a trigger
// of the same rail, in any process, recorded demand pending: a Runner with
// a free slot then makes a reconcile pass at once. It holds a connection of
// its own (not one of the pool's) on LISTEN, reconnects with back-off, and
// wakes the Runner after each (re)connect, since notifications may have
// been missed. It returns nil when ctx is done; with no Runner it only
// waits for that.
func (t *Trigger) ListenPending(ctx context.Context) error {
	if t.runner == nil {
		<-ctx.Done()
		return nil
	}
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		started := time.Now()
		err := t.listenPendingOnce(ctx)
		if ctx.Err() != nil {
			return nil
		}
		if time.Since(started) > time.Minute {
			backoff = 100 * time.Millisecond // it had been up: reconnect at once
		}
		t.log.Warn("LISTEN for pending demand lost; the Runner's reconcile tick finds it meanwhile",
			"channel", PendingChannel, "err", err, "retry_in", backoff)
		if !sleep(ctx, backoff) {
			return nil
		}
		backoff = min(2*backoff, 10*time.Second)
	}
	return nil
}

func (t *Trigger) listenPendingOnce(ctx context.Context) error {
	conn, err := pgx.ConnectConfig(ctx, t.pool.Config().ConnConfig.Copy())
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+PendingChannel); err != nil {
		return err
	}
	t.runner.Wake()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if n.Payload == t.opt.Rail {
			t.runner.Wake()
		}
	}
}
