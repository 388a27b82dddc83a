package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"pramaan/outbox"
	"pramaan/rail"
	"pramaan/readmodel"
	"pramaan/record"
)

// FactBriefRequested is the fact a Regenerate writes; the trigger turns it
// into a demand like any other fact.
const FactBriefRequested = "brief.requested"

// maxJSONBody bounds a JSON request body (a matter's title).
const maxJSONBody = 64 << 10

// maxMatterList bounds GET /api/v1/matters.
const maxMatterList = 500

// Matter is a matter as the API shows it.
type Matter struct {
	ID        string     `json:"id"`
	Title     string     `json:"title"`
	Status    string     `json:"status"`
	CreatedAt time.Time  `json:"created_at"`
	Documents []Document `json:"documents"`
}

// Document is an uploaded file as the API shows it. Status is "stored"
// until a build reads it, then "extracted" or "unreadable" (with Reason).
type Document struct {
	ID         string    `json:"id"`
	FileName   string    `json:"filename"`
	SHA256     string    `json:"sha256"`
	Size       int64     `json:"size_bytes"`
	Pages      int       `json:"pages"`
	Status     string    `json:"status"`
	Reason     string    `json:"reason,omitempty"`
	UploadedAt time.Time `json:"uploaded_at"`
}

func toDocument(d record.Document) Document {
	return Document{ID: d.ID, FileName: d.FileName, SHA256: d.SHA256, Size: d.Size, Pages: d.PageCount,
		Status: d.Status, Reason: d.Reason, UploadedAt: d.UploadedAt}
}

// listMatters: GET /api/v1/matters.
func (s *server) listMatters(w http.ResponseWriter, r *http.Request, firm record.Firm) {
	ms, err := s.views.ListMatters(r.Context(), firm.ID, maxMatterList)
	if err != nil {
		s.internal(w, r, err)
		return
	}
	if ms == nil {
		ms = []readmodel.MatterSummary{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"matters": ms})
}

// createMatter: POST /api/v1/matters {"title": "..."}.
func (s *server) createMatter(w http.ResponseWriter, r *http.Request, firm record.Firm) {
	var in struct {
		Title *string `json:"title"`
	}
	if !decodeJSON(w, r, &in) {
		return
	}
	if in.Title == nil || strings.TrimSpace(*in.Title) == "" {
		writeError(w, http.StatusBadRequest, "missing_title", `a matter needs a title: {"title": "Acme v. Beta"}`)
		return
	}
	if len(*in.Title) > 500 {
		writeError(w, http.StatusBadRequest, "bad_title", "a matter title is at most 500 bytes")
		return
	}
	if strings.ContainsFunc(*in.Title, isControl) {
		writeError(w, http.StatusBadRequest, "bad_title", "a matter title may not hold control characters (such as NUL or escape)")
		return
	}
	m, err := s.store.CreateMatter(r.Context(), firm.ID, *in.Title)
	if errors.Is(err, record.ErrInvalid) {
		writeError(w, http.StatusBadRequest, "bad_title", "a matter needs a title made of printable characters")
		return
	}
	if err != nil {
		s.internal(w, r, err)
		return
	}
	w.Header().Set("Location", "/api/v1/matters/"+m.ID)
	writeJSON(w, http.StatusCreated, Matter{ID: m.ID, Title: m.Title, Status: m.Status, CreatedAt: m.CreatedAt, Documents: []Document{}})
}

// isControl is a control character a one-line name may not hold (tabs and
// line breaks are spaces to the record).
func isControl(r rune) bool {
	return (r < 0x20 && r != '\t' && r != '\n' && r != '\r') || r == 0x7f
}

// decodeJSON reads one JSON object from the body into v, or answers 400
// (415 when the body is declared as a file or a form upload). A body sent
// as text/plain or as curl's default form type is read as JSON: being strict
// there only turns away clients whose body is fine. Unknown fields are
// ignored, so older servers accept newer clients.
func decodeJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		lenient := mt == "application/json" || strings.HasSuffix(mt, "+json") ||
			mt == "text/plain" || mt == "application/x-www-form-urlencoded"
		if err != nil || !lenient {
			writeError(w, http.StatusUnsupportedMediaType, "bad_content_type",
				fmt.Sprintf("send JSON (Content-Type: application/json), not %q", ct))
			return false
		}
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxJSONBody))
	if err := dec.Decode(v); err != nil {
		var mbe *http.MaxBytesError
		switch {
		case errors.As(err, &mbe):
			writeError(w, http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("a JSON body is at most %d bytes", maxJSONBody))
		case errors.Is(err, io.EOF):
			writeError(w, http.StatusBadRequest, "bad_json", "empty body: send a JSON object")
		default:
			writeError(w, http.StatusBadRequest, "bad_json", "malformed JSON: "+err.Error())
		}
		return false
	}
	if dec.More() {
		writeError(w, http.StatusBadRequest, "bad_json", "malformed JSON: more than one value in the body")
		return false
	}
	return true
}

// getMatter: GET /api/v1/matters/{id}, the matter with its live documents.
func (s *server) getMatter(w http.ResponseWriter, r *http.Request, firm record.Firm) {
	id, ok := pathID(w, r, "id", "matter")
	if !ok {
		return
	}
	m, docs, err := s.store.MatterDocuments(r.Context(), firm.ID, id)
	if err != nil {
		s.storeError(w, r, err)
		return
	}
	out := Matter{ID: m.ID, Title: m.Title, Status: m.Status, CreatedAt: m.CreatedAt, Documents: make([]Document, 0, len(docs))}
	for _, d := range docs {
		out.Documents = append(out.Documents, toDocument(d))
	}
	writeJSON(w, http.StatusOK, out)
}

// deleteDocument: DELETE /api/v1/matters/{id}/documents/{doc}.
func (s *server) deleteDocument(w http.ResponseWriter, r *http.Request, firm record.Firm) {
	id, ok := pathID(w, r, "id", "matter")
	if !ok {
		return
	}
	doc, ok := pathID(w, r, "doc", "document")
	if !ok {
		return
	}
	if err := s.store.DeleteDocument(r.Context(), firm.ID, id, doc); err != nil {
		if errors.Is(err, record.ErrNotFound) {
			writeError(w, http.StatusNotFound, "not_found", "no such document in this matter for this API key")
			return
		}
		s.internal(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// documentFile serves one document's PDF to its own firm, inline, so that
// a citation opens it at its page (the browser's viewer, #page=N). Another
// firm's document is the same 404 as a missing one.
func (s *server) documentFile(w http.ResponseWriter, r *http.Request, firm record.Firm) {
	id, ok := pathID(w, r, "id", "matter")
	if !ok {
		return
	}
	doc, ok := pathID(w, r, "doc", "document")
	if !ok {
		return
	}
	d, rc, err := s.store.OpenDocument(r.Context(), firm.ID, id, doc)
	if err != nil {
		if errors.Is(err, record.ErrNotFound) {
			writeError(w, http.StatusNotFound, "not_found", "no such document in this matter for this API key")
			return
		}
		s.internal(w, r, err)
		return
	}
	defer rc.Close()
	h := w.Header()
	h.Set("Content-Type", "application/pdf")
	h.Set("Content-Length", strconv.FormatInt(d.Size, 10))
	h.Set("Content-Disposition", mime.FormatMediaType("inline", map[string]string{"filename": d.FileName}))
	h.Set("Cache-Control", "private, no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, rc); err != nil {
		s.log.Warn("web: document file cut short", "firm_id", firm.ID, "matter_id", id, "document_id", doc, "err", err)
	}
}

// briefPending is GET brief's 404 body before the first frame lands.
type briefPending struct {
	errorBody
	Documents int      `json:"documents"`
	Rail      railView `json:"rail"`
}

// matterView reads the view of the matter named in the path, or answers
// the error (bad id, another firm's or no such matter) and returns false.
func (s *server) matterView(w http.ResponseWriter, r *http.Request, firm record.Firm) (string, readmodel.MatterView, bool) {
	id, ok := pathID(w, r, "id", "matter")
	if !ok {
		return "", readmodel.MatterView{}, false
	}
	v, err := s.views.View(r.Context(), firm.ID, id)
	if err != nil {
		s.storeError(w, r, err)
		return "", readmodel.MatterView{}, false
	}
	return id, v, true
}

// getBrief: GET /api/v1/matters/{id}/brief, the newest Brief with
// `current` recomputed against the record and the ledger.
func (s *server) getBrief(w http.ResponseWriter, r *http.Request, firm record.Firm) {
	id, v, ok := s.matterView(w, r, firm)
	if !ok {
		return
	}
	if v.Brief == nil {
		writeJSON(w, http.StatusNotFound, briefPending{
			errorBody: errorBody{Code: "brief_pending",
				Error: "no Brief has landed for this matter yet; the rail builds it by itself (see `rail`, or follow /events)"},
			Documents: v.Documents, Rail: jobOf(v, firm.ID, id),
		})
		return
	}
	writeJSON(w, http.StatusOK, v.Brief)
}

// railView is the rail's job row as the API answers it, with what the row
// cannot know yet: a committed fact whose demand has not reached the ledger
// (the relay, the bus and the trigger are between them, tens of
// milliseconds when all is well, longer under faults). In that gap the row
// may read idle with nothing unserved while the Brief does not reflect the
// record; the answer then says unserved, with facts_in_flight, so no reader
// ever sees an idle, served matter whose Brief is not current.
type railView struct {
	*rail.JobStatus
	// FactsInFlight: the record holds what the newest frame does not
	// reflect, and the row shows no demand for it yet.
	FactsInFlight bool `json:"facts_in_flight"`
}

// jobOf is the view's job row, or an idle row with nothing requested when
// the ledger has none yet (the matter's first fact is still on its way).
func jobOf(v readmodel.MatterView, firmID, matterID string) railView {
	job := rail.JobStatus{FirmID: firmID, MatterID: matterID, RunStatus: "idle"}
	if v.Job != nil {
		job = *v.Job
	}
	if job.LastRuns == nil {
		job.LastRuns = []rail.RunStatus{}
	}
	behind := (v.Brief == nil && v.Documents > 0) || (v.Brief != nil && !v.Current)
	inFlight := behind && !job.Unserved && job.RunStatus != "running"
	if inFlight {
		job.Unserved = true
	}
	return railView{JobStatus: &job, FactsInFlight: inFlight}
}

// getRail: GET /api/v1/matters/{id}/rail, the job row in the shape of one
// element of `pramaan rail status --json`.
func (s *server) getRail(w http.ResponseWriter, r *http.Request, firm record.Firm) {
	id, v, ok := s.matterView(w, r, firm)
	if !ok {
		return
	}
	writeJSON(w, http.StatusOK, jobOf(v, firm.ID, id))
}

// regenerate: POST /api/v1/matters/{id}/brief/regenerate. It writes the
// `brief.requested` fact in its own transaction and nothing else: the fact
// is the record, and the trigger turns it into a demand.
func (s *server) regenerate(w http.ResponseWriter, r *http.Request, firm record.Firm) {
	id, ok := pathID(w, r, "id", "matter")
	if !ok {
		return
	}
	ctx := r.Context()
	if _, err := s.store.GetMatter(ctx, firm.ID, id); err != nil {
		s.storeError(w, r, err)
		return
	}
	var eventID string
	err := record.FirmTx(ctx, s.pool, firm.ID, pgx.TxOptions{}, func(tx pgx.Tx) error {
		var err error
		eventID, err = outbox.Write(ctx, tx, outbox.Fact{
			FirmID: firm.ID, MatterID: id, Name: FactBriefRequested,
			Payload: map[string]string{"firm_id": firm.ID, "matter_id": id},
		})
		return err
	})
	if err != nil {
		s.internal(w, r, fmt.Errorf("web: regenerate: firm %s matter %s: %w", firm.ID, id, err))
		return
	}
	v, err := s.views.View(ctx, firm.ID, id)
	if err != nil {
		s.storeError(w, r, err)
		return
	}
	w.Header().Set("Location", "/api/v1/matters/"+id+"/rail")
	writeJSON(w, http.StatusAccepted, map[string]any{
		"event_id": eventID,
		"fact":     FactBriefRequested,
		"message":  "recorded; the rail will build a new generation (follow /rail or /events)",
		"rail":     jobOf(v, firm.ID, id),
	})
}

// uploadResult is POST documents' body: the documents created, in order.
// An upload is all or nothing: on an error it carries the error, and
// Documents is empty (nothing was recorded).
type uploadResult struct {
	Error     string     `json:"error,omitempty"`
	Code      string     `json:"code,omitempty"`
	Documents []Document `json:"documents"`
}

// errFileTooLarge is what fileLimit yields past Options.MaxFileBytes.
var errFileTooLarge = errors.New("file over the per-file upload limit")

// fileLimit yields at most left bytes, then fails with errFileTooLarge.
// deadlineBody sets the connection's read deadline before every read of
// the body: the idle bound from now, never past the whole body's end. A
// stalled client's read fails with a timeout, and the handler returns.
type deadlineBody struct {
	rc   *http.ResponseController
	body io.ReadCloser
	idle time.Duration
	end  time.Time
}

func (d *deadlineBody) Read(p []byte) (int, error) {
	at := time.Now().Add(d.idle)
	if at.After(d.end) {
		at = d.end
	}
	_ = d.rc.SetReadDeadline(at) // unsupported (HTTP/2 push-less proxies): the server's own bounds apply
	return d.body.Read(p)
}

func (d *deadlineBody) Close() error { return d.body.Close() }

type fileLimit struct {
	r    io.Reader
	left int64
	over bool
}

func (f *fileLimit) Read(p []byte) (int, error) {
	if f.over {
		return 0, errFileTooLarge
	}
	if int64(len(p)) > f.left+1 {
		p = p[:f.left+1]
	}
	n, err := f.r.Read(p)
	f.left -= int64(n)
	if f.left < 0 {
		f.over = true
		return n, errFileTooLarge
	}
	return n, err
}

// uploadDocuments: POST /api/v1/matters/{id}/documents, multipart with one
// or more parts named `file`. All or nothing: each file is streamed to the
// store as it arrives (Store.Stage), and once the whole body is read every
// file is recorded in one transaction with its `document.uploaded` fact
// (Store.AddDocuments). A bad part anywhere (malformed, cut short, too
// large, stalled, the same content as an earlier part, plainly no PDF:
// empty, no %PDF- header, cut short) answers 4xx naming the part, and no
// document is recorded. A PDF that passes that sniff but cannot be read
// (a bomb, a broken body, no text) is accepted and ends in the Brief's
// `unreadable`.
func (s *server) uploadDocuments(w http.ResponseWriter, r *http.Request, firm record.Firm) {
	id, ok := pathID(w, r, "id", "matter")
	if !ok {
		return
	}
	ctx := r.Context()
	if _, err := s.store.GetMatter(ctx, firm.ID, id); err != nil {
		s.storeError(w, r, err)
		return
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		writeError(w, http.StatusUnsupportedMediaType, "not_multipart",
			"upload files as multipart/form-data, one or more parts named \"file\" (curl -F file=@complaint.pdf)")
		return
	}
	r.Body = http.MaxBytesReader(w, &deadlineBody{rc: http.NewResponseController(w), body: r.Body,
		idle: s.opt.BodyIdleTimeout, end: time.Now().Add(s.opt.BodyTimeout)}, s.opt.MaxRequestBytes)
	mr, err := r.MultipartReader()
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_multipart", "malformed multipart body: "+err.Error())
		return
	}
	fail := func(status int, code, msg string) {
		writeJSON(w, status, uploadResult{Error: msg, Code: code, Documents: []Document{}})
	}
	var staged []record.StagedFile
	var names []string // each staged file's part, as the errors name it
	for n := 1; ; n++ {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		what := fmt.Sprintf("part %d", n)
		if err != nil {
			s.uploadReadError(w, r, err, fail, what)
			return
		}
		if part.FormName() != "file" {
			// Not ours: skip it (the request bound still applies).
			_, err := io.Copy(io.Discard, part)
			part.Close()
			if err != nil {
				s.uploadReadError(w, r, err, fail, what)
				return
			}
			continue
		}
		name := part.FileName()
		if name == "" {
			name = "document.pdf"
		}
		what = fmt.Sprintf("part %d (%q)", n, name)
		lim := &fileLimit{r: part, left: s.opt.MaxFileBytes}
		body := &readErr{r: lim}
		f, err := s.store.Stage(ctx, name, body)
		part.Close()
		if err != nil {
			switch {
			case lim.over || errors.Is(err, record.ErrTooLarge):
				fail(http.StatusRequestEntityTooLarge, "file_too_large",
					fmt.Sprintf("%s is larger than the %s per-file limit; nothing in this request was stored",
						what, humanBytes(s.opt.MaxFileBytes)))
			case body.err != nil:
				s.uploadReadError(w, r, body.err, fail, what)
			default:
				s.internal(w, r, err)
			}
			return
		}
		if f.Refusal != "" {
			status, code := http.StatusUnsupportedMediaType, "not_pdf"
			if f.Size == 0 {
				status, code = http.StatusBadRequest, "empty_file"
			}
			fail(status, code, fmt.Sprintf("%s is no readable PDF (%s); nothing in this request was stored", what, f.Refusal))
			return
		}
		for i, earlier := range staged {
			if earlier.SHA256 == f.SHA256 {
				fail(http.StatusBadRequest, "duplicate_file",
					fmt.Sprintf("%s has the same content as %s: send each file once; nothing in this request was stored", what, names[i]))
				return
			}
		}
		staged, names = append(staged, f), append(names, what)
	}
	if len(staged) == 0 {
		fail(http.StatusBadRequest, "no_file", "no file in the request: send one or more multipart parts named \"file\"")
		return
	}
	docs, err := s.store.AddDocuments(ctx, firm.ID, id, staged)
	if err != nil {
		s.storeError(w, r, err)
		return
	}
	res := uploadResult{Documents: make([]Document, 0, len(docs))}
	for _, d := range docs {
		s.log.Info("web: document uploaded", "firm_id", firm.ID, "matter_id", id, "document_id", d.ID,
			"filename", d.FileName, "bytes", d.Size, "sha256", d.SHA256)
		res.Documents = append(res.Documents, toDocument(d))
	}
	writeJSON(w, http.StatusCreated, res)
}

// readErr remembers the first error its reader gave (other than EOF): an
// error of reading the request, told apart from the store's own.
type readErr struct {
	r   io.Reader
	err error
}

func (e *readErr) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err != nil && !errors.Is(err, io.EOF) && e.err == nil {
		e.err = err
	}
	return n, err
}

// uploadReadError answers an error met while reading an upload's body at
// what (a part): the request bound (413), a stalled body (408), or a body
// cut short or malformed (400). Nothing of the request is stored then.
func (s *server) uploadReadError(w http.ResponseWriter, r *http.Request, err error, fail func(int, string, string), what string) {
	var mbe *http.MaxBytesError
	switch {
	case errors.As(err, &mbe):
		fail(http.StatusRequestEntityTooLarge, "request_too_large",
			fmt.Sprintf("the upload request is larger than the %s limit (at %s); nothing in this request was stored",
				humanBytes(s.opt.MaxRequestBytes), what))
	case errors.Is(err, os.ErrDeadlineExceeded):
		fail(http.StatusRequestTimeout, "upload_stalled",
			fmt.Sprintf("the upload stopped arriving at %s (nothing for %s, or longer than %s in all); nothing in this request was stored",
				what, s.opt.BodyIdleTimeout, s.opt.BodyTimeout))
	case r.Context().Err() != nil:
		// The client went away; nobody reads the answer.
		s.log.Info("web: upload abandoned by the client", "path", r.URL.Path, "err", err)
	default:
		// Whatever else went wrong reading the body is the body's: cut short,
		// a malformed part header, a transfer encoding that does not decode.
		// The error itself is not shown: it may name the server's files.
		s.log.Info("web: malformed upload", "path", r.URL.Path, "at", what, "err", err)
		fail(http.StatusBadRequest, "bad_multipart",
			fmt.Sprintf("the multipart body was cut short or malformed at %s; nothing in this request was stored", what))
	}
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
