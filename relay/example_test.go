package relay_test

import (
	"context"
	"fmt"
	"os"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"pramaan/bus"
	"pramaan/internal/pgtest"
	"pramaan/outbox"
	"pramaan/relay"
)

// The relay role: an embedded JetStream (or PRAMAAN_NATS_URL), and a relay
// draining the committed facts onto it. Run does the same until its context
// is cancelled, woken by LISTEN/NOTIFY.
func ExampleNew() {
	pool, done := pgtest.ExamplePool()
	defer done()
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "nats")
	defer os.RemoveAll(dir)
	b, err := bus.Start(ctx, bus.Options{DataDir: dir})
	if err != nil {
		panic(err)
	}
	defer b.Close()

	firm := uuid.NewString()
	_ = pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		for range 3 {
			if _, err := outbox.Write(ctx, tx, outbox.Fact{FirmID: firm, MatterID: uuid.NewString(), Name: "brief.requested"}); err != nil {
				return err
			}
		}
		return nil
	})
	r := relay.New(pool, b.JS, relay.Options{})
	if err := r.Drain(ctx); err != nil {
		panic(err)
	}
	info, _ := b.Stream.Info(ctx)
	fmt.Println("published:", r.Published(), "on the bus:", info.State.Msgs)
	// Output: published: 3 on the bus: 3
}
