package bus

import (
	"fmt"
	"strings"

	"github.com/nats-io/nats.go"
)

// Header names of a nudge. HeaderTraceParent is the W3C name, so any
// OpenTelemetry-aware consumer picks the trace up unaided.
const (
	HeaderTraceParent = "traceparent"
	HeaderEventID     = "Pramaan-Event-Id"
	HeaderEventName   = "Pramaan-Event-Name"
	HeaderFirmID      = "Pramaan-Firm-Id"
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

// Msg builds the message for n: headers only, an empty body.
func (n Nudge) Msg() *nats.Msg {
	h := make(nats.Header, 7)
	h[nats.MsgIdHdr] = []string{n.EventID}
	h[HeaderEventID] = []string{n.EventID}
	h[HeaderEventName] = []string{n.Name}
	h[HeaderFirmID] = []string{n.FirmID}
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
		Name:        h.Get(HeaderEventName),
		FirmID:      h.Get(HeaderFirmID),
		MatterID:    h.Get(HeaderMatterID),
		DocumentID:  h.Get(HeaderDocumentID),
		TraceParent: h.Get(HeaderTraceParent),
	}
	if n.EventID == "" {
		n.EventID = h.Get(nats.MsgIdHdr)
	}
	if n.EventID == "" {
		return n, fmt.Errorf("bus: message on %s carries no event id", subject)
	}
	if n.Name == "" || n.FirmID == "" {
		parts := strings.SplitN(subject, ".", 3)
		if len(parts) == 3 && parts[0] == SubjectPrefix {
			n.FirmID, n.Name = parts[1], parts[2]
		}
	}
	return n, nil
}
