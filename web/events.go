package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
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

// events: GET /api/v1/matters/{id}/events, a text/event-stream of
// MatterState (event name "state"). The server looks at the matter every
// Options.EventInterval and sends only changes; the stream ends when the
// client goes away, the server shuts down, or after
// Options.EventMaxDuration (send `retry` so EventSource-style clients come
// back). A failed look is sent as event "error" and ends the stream.
func (s *server) events(w http.ResponseWriter, r *http.Request, firm record.Firm) {
	id, ok := pathID(w, r, "id", "matter")
	if !ok {
		return
	}
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
	shutdown := shuttingDown(ctx)
	for {
		select {
		case <-ctx.Done():
			return
		case <-shutdown:
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
