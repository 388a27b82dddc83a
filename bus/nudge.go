package bus

import (
	"fmt"
	"strings"

	"github.com/nats-io/nats.go"
)

// Header names of a nudge. The event id is also the message id
// (Nats-Msg-Id, for JetStream's dedupe); the firm and the event name are the
// subject's tokens. HeaderTraceParent is the W3C name, so any
// OpenTelemetry-aware consumer picks the trace up unaided.
const (
	HeaderTraceParent = "traceparent"
	HeaderEventID     = "Pramaan-Event-Id"
	HeaderMatterID    = "Pramaan-Matter-Id"
	HeaderDocumentID  = "Pramaan-Document-Id"
)

// Nudge is the whole content of a fact's message: IDs and trace context.
type Nudge struct {
	EventID     string // also the message's Nats-Msg-Id
	Name        string // noun.verb, past tense
	FirmID      string
	MatterID    string // may be empty
	DocumentID  string // may be empty
	TraceParent string // W3C; may be empty
}

// Subject is the subject of a fact: facts.<firm_id>.<noun>.<verb>.
func Subject(firmID, eventName string) string {
	return SubjectPrefix + "." + firmID + "." + eventName
}

// NameSubjects are the subjects, across every firm, of the given event
// names: the filter of a rail's consumer.
func NameSubjects(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = SubjectPrefix + ".*." + n
	}
	return out
}

// Msg builds the message for n: subject facts.<firm>.<event name>, the event
// id as Nats-Msg-Id, the other ids and the traceparent in headers, an empty
// body.
func (n Nudge) Msg() *nats.Msg {
	h := make(nats.Header, 5)
	h[nats.MsgIdHdr] = []string{n.EventID}
	h[HeaderEventID] = []string{n.EventID}
	if n.MatterID != "" {
		h[HeaderMatterID] = []string{n.MatterID}
	}
	if n.DocumentID != "" {
		h[HeaderDocumentID] = []string{n.DocumentID}
	}
	if n.TraceParent != "" {
		h[HeaderTraceParent] = []string{n.TraceParent}
	}
	return &nats.Msg{Subject: Subject(n.FirmID, n.Name), Header: h}
}

// ParseNudge reads a nudge from a message's subject and headers.
func ParseNudge(subject string, h nats.Header) (Nudge, error) {
	n := Nudge{
		EventID:     h.Get(HeaderEventID),
		MatterID:    h.Get(HeaderMatterID),
		DocumentID:  h.Get(HeaderDocumentID),
		TraceParent: h.Get(HeaderTraceParent),
	}
	parts := strings.SplitN(subject, ".", 3)
	if len(parts) != 3 || parts[0] != SubjectPrefix {
		return n, fmt.Errorf("bus: subject %q is not %s.<firm>.<event name>", subject, SubjectPrefix)
	}
	n.FirmID, n.Name = parts[1], parts[2]
	if n.EventID == "" {
		n.EventID = h.Get(nats.MsgIdHdr)
	}
	if n.EventID == "" {
		return n, fmt.Errorf("bus: message on %s carries no event id", subject)
	}
	return n, nil
}
