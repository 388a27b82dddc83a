// Package check is the judge of a chaos run (`pramaan chaos`): it reads the
// run's recorded history, seen from both sides (the clients' HTTP results,
// the workers' own records of claims, landings and fenced finishes, the
// fake model's calls, the faults the harness injected), and the final
// state of the ledger, and says which of the rail's guarantees (docs/rail.md,
// G1 to G7) held and which did not.
//
// It sits outside the flow: it knows nothing of processes or Postgres, only
// of the records it is given, so it is tested on hand-made histories,
// violating ones included. Every violation names the guarantee, the matter,
// the tokens and the times, so that a failing run can be replayed and read.
package check

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"time"
)

// Kinds of history event.
const (
	// Client side (the HTTP API's answers).
	KindUploadAck     = "upload_ack"     // an upload answered 201: Document is durable
	KindDeleteAck     = "delete_ack"     // a delete answered 204
	KindRegenerateAck = "regenerate_ack" // a Regenerate click answered 202: one demand
	KindBriefSeen     = "brief_seen"     // a GET of the Brief answered 200 with Generation

	// Worker side (each worker's own records).
	KindClaim   = "claim"   // a worker took a claim (Token, Run)
	KindLost    = "lost"    // a heartbeat found the claim gone
	KindLanded  = "landed"  // a worker's finish landed the frame Generation
	KindFenced  = "fenced"  // a worker's finish was refused at the ledger (Token; Current on the row)
	KindFailed  = "failed"  // a build failed and released its claim
	KindModel   = "model"   // one model call (OK false: the call failed)
	KindDemand  = "demand"  // a demand reached the ledger (a fact handled)
	KindSession = "session" // a worker process started or ended (Detail)

	// Harness side.
	KindFault = "fault" // a fault began (Fault, Target) and ended at End
	KindHeal  = "heal"  // every fault healed: the quiet period starts
)

// Event is one line of a history. Fields not used by a kind stay zero.
type Event struct {
	At     time.Time `json:"at"`
	Kind   string    `json:"kind"`
	Source string    `json:"source,omitempty"` // client-3, worker-2, model, harness

	FirmID     string `json:"firm_id,omitempty"`
	MatterID   string `json:"matter_id,omitempty"`
	DocumentID string `json:"document_id,omitempty"`

	Token      int64 `json:"token,omitempty"`
	Current    int64 `json:"current,omitempty"` // the row's token when a finish was fenced
	RunID      int64 `json:"run_id,omitempty"`
	Generation int64 `json:"generation,omitempty"`
	OK         bool  `json:"ok,omitempty"`

	Fault  string    `json:"fault,omitempty"`  // the fault's kind
	Target string    `json:"target,omitempty"` // what it hit (worker-2, postgres, relay-1 <-> nats)
	End    time.Time `json:"end,omitzero"`     // when a fault healed
	Detail string    `json:"detail,omitempty"`
}

// History is a run's events, in any order (the checker sorts what it needs).
type History struct {
	Events []Event `json:"events"`
}

// Add appends events.
func (h *History) Add(e ...Event) { h.Events = append(h.Events, e...) }

// WriteJSONL writes the history one event a line.
func (h *History) WriteJSONL(w io.Writer) error {
	enc := json.NewEncoder(w)
	for i := range h.Events {
		if err := enc.Encode(&h.Events[i]); err != nil {
			return fmt.Errorf("check: write history event %d: %w", i, err)
		}
	}
	return nil
}

// ReadJSONL reads a history written by WriteJSONL (or by any recorder that
// writes one Event a line); blank lines are skipped.
func ReadJSONL(r io.Reader) (History, error) {
	var h History
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Bytes()
		if len(line) == 0 {
			continue
		}
		var e Event
		if err := json.Unmarshal(line, &e); err != nil {
			return h, fmt.Errorf("check: history line %d: %w", n, err)
		}
		h.Events = append(h.Events, e)
	}
	if err := sc.Err(); err != nil {
		return h, fmt.Errorf("check: read history: %w", err)
	}
	return h, nil
}

// Job is one ledger row (ops.matter_frame_jobs) as the run left it.
type Job struct {
	FirmID    string `db:"firm_id"`
	MatterID  string `db:"matter_id"`
	Requested int64  `db:"requested_generation"`
	Claimed   int64  `db:"claimed_generation"`
	Served    int64  `db:"served_generation"`
	RunStatus string `db:"run_status"`
}

// Run is one attempt (ops.matter_frame_runs) as the run left it.
type Run struct {
	FirmID       string    `db:"firm_id"`
	MatterID     string    `db:"matter_id"`
	RunID        int64     `db:"run_id"`
	Token        int64     `db:"token"`
	WorkerID     string    `db:"worker_id"`
	FollowsRunID int64     `db:"follows_run_id"` // 0 when none
	StartedAt    time.Time `db:"started_at"`
	EndedAt      time.Time `db:"-"`       // zero while open
	Outcome      string    `db:"outcome"` // landed, fenced, failed, abandoned; "" while open
	ModelCalls   int       `db:"model_calls"`
}

// Frame is one landed frame (ops.matter_frames).
type Frame struct {
	FirmID      string    `db:"firm_id"`
	MatterID    string    `db:"matter_id"`
	Generation  int64     `db:"generation"`
	RunID       int64     `db:"run_id"`
	BuiltAt     time.Time `db:"built_at"`
	DocumentIDs []string  `db:"document_ids"`
}

// Document is one document of the record as the run left it.
type Document struct {
	FirmID     string `db:"firm_id"`
	MatterID   string `db:"matter_id"`
	DocumentID string `db:"document_id"`
	Deleted    bool   `db:"deleted"`
}

// Final is the ledger and the record once the run is over and quiet.
type Final struct {
	Jobs      []Job
	Runs      []Run
	Frames    []Frame
	Documents []Document
}

// Convergence is when each matter was first seen current (served equals
// requested, idle, and its newest frame covers exactly its live documents)
// after the last fault healed, as the harness's poller saw it.
type Convergence struct {
	FirmID, MatterID string
	CurrentAt        time.Time // zero: never seen current
}

// Staleness is one interval during which a matter was seen not current.
type Staleness struct {
	FirmID   string    `json:"firm_id"`
	MatterID string    `json:"matter_id"`
	From     time.Time `json:"from"`
	To       time.Time `json:"to"`
}
