// Package outbox records domain facts in the caller's own transaction.
//
// It sits at the start of the flow (docs/architecture.md, "The flow of one
// upload"): a handler that changes the record (an upload, a new matter, a
// landed Brief) calls Write in the same pgx.Tx, so the fact and the record
// commit together or not at all. The package talks to Postgres only; package
// relay moves committed facts onto the bus, and the outbox row stays the
// truth that the trigger reads.
//
// Invariants it protects:
//   - a fact exists if and only if the transaction that wrote it committed;
//   - every event name is a lowercase `noun.verb` fact in the past tense
//     (ValidName here, the CHECK constraint in the database as the last word);
//   - the payload carries IDs only; the trace context travels beside it.
package outbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
)

// tracer names the spans of written facts.
var tracer = otel.Tracer("pramaan/outbox")

// ErrBadEventName is returned (wrapped, naming the bad name) by Write when a
// fact's name is not a lowercase `noun.verb` in the past tense.
var ErrBadEventName = errors.New("event name must be a lowercase noun.verb fact in the past tense (like matter.created)")

// ErrBadFact is returned (wrapped, naming the field) by Write when a fact's
// ids or payload are malformed: a missing firm, an id that is not a uuid, a
// payload value that is not an ID.
var ErrBadFact = errors.New("malformed fact")

// Fact is one domain fact: something that happened to a firm's matter.
type Fact struct {
	// ID is the event id (a uuid); Write generates one when empty. It is
	// also the message id on the bus and the inbox key of every rail.
	ID string
	// FirmID is required. MatterID names the matter the fact is about; it
	// may be empty only for facts about the firm itself.
	FirmID, MatterID string
	// DocumentID is optional: the document the fact is about.
	DocumentID string
	// Name is the fact: lowercase noun.verb, past tense (document.uploaded).
	Name string
	// Payload carries IDs only (short strings without spaces), never content.
	Payload map[string]string
	// TraceParent is the W3C traceparent of the request that caused the
	// fact; when empty the span in ctx is the parent. Write stores the
	// traceparent of the fact's own span, a child of that parent (left NULL
	// when there is no trace at all).
	TraceParent string
}

var (
	payloadKey   = regexp.MustCompile(`^[a-z][a-z0-9_]{0,63}$`)
	payloadValue = regexp.MustCompile(`^[A-Za-z0-9:._-]{1,128}$`)
)

// insertFact writes one fact; the NOTIFY trigger on the table wakes the relay
// when the caller's transaction commits.
const insertFact = `
INSERT INTO ops.domain_event_outbox (id, firm_id, matter_id, document_id, event_name, payload, traceparent)
VALUES ($1, $2, $3, $4, $5, $6, $7)`

// Write records f inside the caller's transaction tx and returns its event
// id. The fact exists only if tx commits. A bad name is refused before the
// database is asked, with an error wrapping ErrBadEventName that names it.
func Write(ctx context.Context, tx pgx.Tx, f Fact) (id string, err error) {
	if f.TraceParent != "" {
		ctx = ContextWithTraceParent(ctx, f.TraceParent)
	}
	ctx, span := tracer.Start(ctx, "fact "+f.Name, trace.WithAttributes(
		attribute.String("pramaan.firm_id", f.FirmID), attribute.String("pramaan.matter_id", f.MatterID)))
	defer func() {
		if err != nil {
			span.RecordError(err)
			span.SetStatus(codes.Error, "fact not written")
		}
		span.End()
	}()
	if !ValidName(f.Name) {
		return "", fmt.Errorf("outbox: fact %q for firm %s matter %s: %w", f.Name, f.FirmID, f.MatterID, ErrBadEventName)
	}
	if err := validate(&f); err != nil {
		return "", fmt.Errorf("outbox: fact %s for firm %s matter %s: %w", f.Name, f.FirmID, f.MatterID, err)
	}
	// The fact carries its own span's context: the relay's publish and
	// everything after it are its children.
	if tp := TraceParent(ctx); tp != "" {
		f.TraceParent = tp
	}
	payload, err := json.Marshal(f.Payload)
	if err != nil {
		return "", fmt.Errorf("outbox: fact %s payload: %w", f.Name, err)
	}
	if f.Payload == nil {
		payload = []byte("{}")
	}
	if _, err := tx.Exec(ctx, insertFact, f.ID, f.FirmID, nullable(f.MatterID), nullable(f.DocumentID),
		f.Name, payload, nullable(f.TraceParent)); err != nil {
		return "", fmt.Errorf("outbox: write fact %s (event %s) for firm %s matter %s: %w", f.Name, f.ID, f.FirmID, f.MatterID, err)
	}
	return f.ID, nil
}

// validate fills in the id and checks the ids and the payload.
func validate(f *Fact) error {
	if f.ID == "" {
		f.ID = uuid.NewString()
	} else if _, err := uuid.Parse(f.ID); err != nil {
		return fmt.Errorf("%w: event id %q is not a uuid", ErrBadFact, f.ID)
	}
	if _, err := uuid.Parse(f.FirmID); err != nil {
		return fmt.Errorf("%w: firm id %q is not a uuid", ErrBadFact, f.FirmID)
	}
	for field, v := range map[string]string{"matter": f.MatterID, "document": f.DocumentID} {
		if v == "" {
			continue
		}
		if _, err := uuid.Parse(v); err != nil {
			return fmt.Errorf("%w: %s id %q is not a uuid", ErrBadFact, field, v)
		}
	}
	if f.TraceParent != "" && !validTraceParent(f.TraceParent) {
		return fmt.Errorf("%w: traceparent %q is not W3C trace context", ErrBadFact, f.TraceParent)
	}
	for k, v := range f.Payload {
		if !payloadKey.MatchString(k) || !payloadValue.MatchString(v) {
			return fmt.Errorf("%w: payload %s=%q: payloads carry IDs only (lowercase key, value of up to 128 id characters)", ErrBadFact, k, v)
		}
	}
	return nil
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}
