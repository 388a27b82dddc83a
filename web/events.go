package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"time"

	"pramaan/readmodel"
	"pramaan/record"
)

// MatterState is one event of GET /api/v1/matters/{id}/events: where the
// matter's Brief stands. A stream sends it once at the start and again
// whenever any field but the lease age changes.
type MatterState struct {
	MatterID   string   `json:"matter_id"`
	Generation int64    `json:"generation"` // of the newest landed Brief; 0 before the first
	Current    bool     `json:"current"`    // that Brief covers every document, no demand unserved
	Documents  int      `json:"documents"`
	Covered    int      `json:"covered"` // documents the newest Brief covers
	Builds     int      `json:"builds"`
	ModelCalls int      `json:"model_calls"`
	Rail       railView `json:"rail"`
}

func stateOf(v readmodel.MatterView, firmID, matterID string) MatterState {
	st := MatterState{MatterID: matterID, Current: v.Current, Documents: v.Documents, Covered: v.Covered,
		Builds: v.Builds, ModelCalls: v.ModelCalls, Rail: jobOf(v, firmID, matterID)}
	if v.Brief != nil {
		st.Generation = v.Brief.Generation
	}
	return st
}

// fingerprint is the state without the lease age, which moves every poll.
func (st MatterState) fingerprint() []byte {
	job := *st.Rail.JobStatus
	job.LeaseAgeSeconds = nil
	st.Rail.JobStatus = &job
	b, _ := json.Marshal(st)
	return b
}

// sseHeartbeat keeps idle streams alive through proxies.
const sseHeartbeat = 15 * time.Second

// sseFullView is the longest a stream goes without reading the full view.
const sseFullView = 10 * time.Second

// streamEnd is the data of a stream's final event "end", sent when the
// server closes the stream on its way down.
type streamEnd struct {
	Reason string `json:"reason"` // "shutdown"
}

// streams is the lifecycle of the open /events streams: the service
// Server.Events runs. Until it stops, streams are let in; when it stops it
// refuses new ones, tells each open one to send its final event and end,
// and returns once every one has returned, so the server (and after it the
// database pool) closes under no stream.
type streams struct {
	mu      sync.Mutex
	stopped bool
	closing chan struct{} // closed when the service stops
	open    sync.WaitGroup
	drain   time.Duration // the longest run waits for open streams
}

func newStreams() *streams {
	return &streams{closing: make(chan struct{}), drain: 10 * time.Second}
}

// enter counts one more open stream, unless the service has stopped.
func (st *streams) enter() bool {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.stopped {
		return false
	}
	st.open.Add(1)
	return true
}

func (st *streams) leave() { st.open.Done() }

// run lets streams in until ctx is done, then closes them (see streams).
func (st *streams) run(ctx context.Context) error {
	<-ctx.Done()
	st.mu.Lock()
	st.stopped = true
	close(st.closing)
	st.mu.Unlock()
	done := make(chan struct{})
	go func() { st.open.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-time.After(st.drain):
		return fmt.Errorf("web: event streams still open %s after the stop", st.drain)
	}
}

// events: GET /api/v1/matters/{id}/events, a text/event-stream of
// MatterState (event name "state"). The server looks at the matter every
// Options.EventInterval and sends only changes; the stream ends when the
// client goes away, or after Options.EventMaxDuration (send `retry` so
// EventSource-style clients come back). When the server shuts down it sends
// a final event "end" ({"reason": "shutdown"}) and ends the stream; a
// stream asked for while it shuts down is refused (503, shutting_down). A
// failed look is sent as event "error" and ends the stream.
func (s *server) events(w http.ResponseWriter, r *http.Request, firm record.Firm) {
	id, ok := pathID(w, r, "id", "matter")
	if !ok {
		return
	}
	if !s.live.enter() {
		w.Header().Set("Retry-After", "2")
		writeError(w, http.StatusServiceUnavailable, "shutting_down", "this server is shutting down; reconnect to another, or in a moment")
		return
	}
	defer s.live.leave()
	ctx := r.Context()
	// The stamp first: a change between it and the view is seen next tick.
	stamp, stampErr := s.views.ViewStamp(ctx, firm.ID, id)
	v, err := s.views.View(ctx, firm.ID, id)
	if err != nil {
		s.storeError(w, r, err)
		return
	}
	if stampErr != nil {
		s.log.Warn("web: events: view stamp failed; reading the full view every tick", "firm_id", firm.ID, "matter_id", id, "err", stampErr)
	}
	if !s.takeFirmStream(firm.ID) {
		w.Header().Set("Retry-After", "10")
		writeError(w, http.StatusTooManyRequests, "too_many_streams",
			fmt.Sprintf("this firm already has %d event streams open here; close one, or poll /rail", s.opt.MaxEventStreamsPerFirm))
		return
	}
	defer s.dropFirmStream(firm.ID)
	select {
	case s.streams <- struct{}{}:
		defer func() { <-s.streams }()
	default:
		w.Header().Set("Retry-After", "10")
		writeError(w, http.StatusServiceUnavailable, "too_many_streams",
			fmt.Sprintf("this server already streams %d matters; retry later or poll /rail", cap(s.streams)))
		return
	}
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)

	seq := 0
	send := func(event string, v any) error {
		seq++
		b, err := json.Marshal(v)
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", seq, event, b); err != nil {
			return err
		}
		return rc.Flush()
	}
	if _, err := fmt.Fprintf(w, "retry: 2000\n\n"); err != nil {
		return
	}
	st := stateOf(v, firm.ID, id)
	last := st.fingerprint()
	if err := send("state", st); err != nil {
		return
	}
	// Each tick reads the matter's stamp (a few index lookups); the full
	// view, with the newest Brief, only when the stamp moved, and at least
	// every sseFullView as a safety net.
	lastFull := time.Now()

	tick := time.NewTicker(s.opt.EventInterval)
	defer tick.Stop()
	beat := time.NewTicker(sseHeartbeat)
	defer beat.Stop()
	end := time.NewTimer(s.opt.EventMaxDuration)
	defer end.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.live.closing:
			_ = send("end", streamEnd{Reason: "shutdown"})
			return
		case <-end.C:
			return
		case <-beat.C:
			if _, err := fmt.Fprintf(w, ": keep-alive\n\n"); err != nil || rc.Flush() != nil {
				return
			}
		case <-tick.C:
			now, err := s.views.ViewStamp(ctx, firm.ID, id)
			if err == nil && now == stamp && time.Since(lastFull) < sseFullView {
				continue
			}
			stamp, lastFull = now, time.Now()
			v, err := s.views.View(ctx, firm.ID, id)
			if err != nil {
				if ctx.Err() == nil {
					s.log.Warn("web: events: view failed", "firm_id", firm.ID, "matter_id", id, "err", err)
					_ = send("error", errorBody{Code: "view_failed", Error: "could not read the matter; reconnect to resume"})
				}
				return
			}
			st := stateOf(v, firm.ID, id)
			if fp := st.fingerprint(); !bytes.Equal(fp, last) {
				last = fp
				if err := send("state", st); err != nil {
					return
				}
			}
		}
	}
}

// takeFirmStream counts one more open stream of the firm, unless the firm
// is at its bound.
func (s *server) takeFirmStream(firmID string) bool {
	s.firmStreamsMu.Lock()
	defer s.firmStreamsMu.Unlock()
	if s.firmStreams[firmID] >= s.opt.MaxEventStreamsPerFirm {
		return false
	}
	s.firmStreams[firmID]++
	return true
}

func (s *server) dropFirmStream(firmID string) {
	s.firmStreamsMu.Lock()
	defer s.firmStreamsMu.Unlock()
	if s.firmStreams[firmID]--; s.firmStreams[firmID] <= 0 {
		delete(s.firmStreams, firmID)
	}
}
