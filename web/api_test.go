package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"pramaan/brief/model"
	"pramaan/internal/app"
	"pramaan/internal/apptest"
	"pramaan/internal/waitfor"
	"pramaan/outbox"
	"pramaan/readmodel"
	"pramaan/web"
)

// Several PDFs in one request (one of them a page with no text) become a
// current Brief (a text file among them refuses the whole request) through the running system: relay, bus, trigger, Runner,
// builder. Every read endpoint then agrees with it.
func TestUploadSeveralPDFsBecomesCurrent(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{roles: app.All})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Acme Corp. v. Beta LLC")

	started := time.Now()
	code, b := e.upload(key, m.ID,
		file{"complaint.pdf", apptest.PDF(t, "ACME CORP., Plaintiff, v. BETA LLC, Defendant.\nCOMPLAINT\nOn March 3, 2021, Acme Corp. shipped 400 units to Beta LLC.",
			"On April 9, 2021, Beta LLC refused delivery and did not pay.")},
		file{"answer.pdf", apptest.PDF(t, "ANSWER\nDefendant Beta LLC denies that it refused delivery on April 9, 2021.")},
		file{"letter.pdf", apptest.PDF(t, "Dear Counsel,\nOn May 1, 2021, Acme Corp. demanded payment of $48,000 from Beta LLC.")},
		file{"notes.txt", []byte("not a pdf at all")},
	)
	if code != http.StatusUnsupportedMediaType {
		t.Fatalf("upload with a text file among the PDFs: status %d: %s; want 415", code, b)
	}
	code, b = e.upload(key, m.ID,
		file{"complaint.pdf", apptest.PDF(t, "ACME CORP., Plaintiff, v. BETA LLC, Defendant.\nCOMPLAINT\nOn March 3, 2021, Acme Corp. shipped 400 units to Beta LLC.",
			"On April 9, 2021, Beta LLC refused delivery and did not pay.")},
		file{"answer.pdf", apptest.PDF(t, "ANSWER\nDefendant Beta LLC denies that it refused delivery on April 9, 2021.")},
		file{"letter.pdf", apptest.PDF(t, "Dear Counsel,\nOn May 1, 2021, Acme Corp. demanded payment of $48,000 from Beta LLC.")},
		file{"blank.pdf", apptest.PDF(t, "")},
	)
	if code != http.StatusCreated {
		t.Fatalf("upload: status %d: %s", code, b)
	}
	var up struct{ Documents []docJSON }
	if err := json.Unmarshal(b, &up); err != nil {
		t.Fatal(err)
	}
	if len(up.Documents) != 4 {
		t.Fatalf("upload created %d documents, want 4: %s", len(up.Documents), b)
	}

	br := e.waitBrief(key, m.ID, 60*time.Second, func(b briefJSON) bool { return b.Current })
	t.Logf("4 files uploaded in one request: Brief current (generation %d) %.2fs after the upload began", br.Generation, time.Since(started).Seconds())
	var names []string
	for _, s := range br.Sources {
		names = append(names, s.FileName)
	}
	for _, want := range []string{"complaint.pdf", "answer.pdf", "letter.pdf", "blank.pdf"} {
		if !slices.Contains(names, want) {
			t.Errorf("Brief sources %v lack %s", names, want)
		}
	}
	if len(br.Unreadable) != 1 || br.Unreadable[0].FileName != "blank.pdf" || br.Unreadable[0].Reason == "" {
		t.Errorf("unreadable = %+v, want blank.pdf with a reason", br.Unreadable)
	}
	if len(br.Parties) == 0 || len(br.Chronology) == 0 {
		t.Errorf("Brief has %d parties and %d events; the rules model found nothing", len(br.Parties), len(br.Chronology))
	}

	var got matterJSON
	e.mustJSON("GET", "/api/v1/matters/"+m.ID, key, nil, nil, http.StatusOK, &got)
	if got.Title != m.Title || len(got.Documents) != 4 {
		t.Errorf("GET matter = %+v, want %q with 4 documents", got, m.Title)
	}
	var job struct {
		Requested int64 `json:"requested_generation"`
		Served    int64 `json:"served_generation"`
		Unserved  bool  `json:"unserved"`
		RunStatus string
		LastRuns  []json.RawMessage `json:"last_runs"`
	}
	e.mustJSON("GET", "/api/v1/matters/"+m.ID+"/rail", key, nil, nil, http.StatusOK, &job)
	if job.Served != br.Generation || job.Unserved || len(job.LastRuns) == 0 {
		t.Errorf("rail = %+v, want served %d, nothing unserved, runs listed", job, br.Generation)
	}
	var list struct{ Matters []readmodel.MatterSummary }
	e.mustJSON("GET", "/api/v1/matters", key, nil, nil, http.StatusOK, &list)
	if len(list.Matters) != 1 || list.Matters[0].ID != m.ID || list.Matters[0].Documents != 4 {
		t.Errorf("matter list = %+v, want the one matter with 4 documents", list.Matters)
	}
}

// endpoint is one route of the API with a request that would succeed for
// the matter's own firm.
type endpoint struct {
	method, path string
	body         func() (string, []byte) // content type and body
}

func endpoints(t *testing.T, matterID, docID string) []endpoint {
	jsonBody := func() (string, []byte) { return "application/json", []byte(`{"title":"x"}`) }
	upload := func() (string, []byte) {
		var buf bytes.Buffer
		r, ct := multipartBody(t, file{"a.pdf", apptest.PDF(t, "hello")})
		_, _ = buf.ReadFrom(r)
		return ct, buf.Bytes()
	}
	return []endpoint{
		{"GET", "/api/v1/matters", nil},
		{"POST", "/api/v1/matters", jsonBody},
		{"GET", "/api/v1/matters/" + matterID, nil},
		{"POST", "/api/v1/matters/" + matterID + "/documents", upload},
		{"DELETE", "/api/v1/matters/" + matterID + "/documents/" + docID, nil},
		{"GET", "/api/v1/matters/" + matterID + "/brief", nil},
		{"POST", "/api/v1/matters/" + matterID + "/brief/regenerate", nil},
		{"GET", "/api/v1/matters/" + matterID + "/rail", nil},
		{"GET", "/api/v1/matters/" + matterID + "/events", nil},
	}
}

func (e *env) do(ep endpoint, key string) (int, []byte) {
	e.t.Helper()
	var hdr map[string]string
	var body *bytes.Reader
	if ep.body != nil {
		ct, b := ep.body()
		hdr = map[string]string{"Content-Type": ct}
		body = bytes.NewReader(b)
	}
	if body == nil {
		code, b, _ := e.call(ep.method, ep.path, key, nil, hdr)
		return code, b
	}
	code, b, _ := e.call(ep.method, ep.path, key, body, hdr)
	return code, b
}

// Every endpoint: no key or a wrong key is 401 with a JSON error; another
// firm's matter is 404 with exactly the bytes of a matter that does not
// exist; a path id that is not a UUID is 400. Nothing of firm A's changes.
func TestAuthAndTenantIsolation(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	_, keyA := e.firm("Firm A")
	_, keyB := e.firm("Firm B")
	m := e.createMatter(keyA, "Secret matter of firm A")
	code, b := e.upload(keyA, m.ID, file{"secret.pdf", apptest.PDF(t, "Privileged and confidential.")})
	if code != http.StatusCreated {
		t.Fatalf("upload: %d %s", code, b)
	}
	var up struct{ Documents []docJSON }
	if err := json.Unmarshal(b, &up); err != nil {
		t.Fatal(err)
	}
	docID := up.Documents[0].ID
	countFacts := func() int {
		var n int
		if err := e.pool.QueryRow(context.Background(), `SELECT count(*) FROM ops.domain_event_outbox WHERE matter_id = $1`, m.ID).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	factsBefore := countFacts()

	for _, ep := range endpoints(t, m.ID, docID) {
		t.Run(ep.method+" "+ep.path, func(t *testing.T) {
			for _, key := range []string{"", "pmk_wrong", "Basic " + keyA} {
				hdrKey := key
				var code int
				var b []byte
				if strings.HasPrefix(key, "Basic ") {
					code, b, _ = e.call(ep.method, ep.path, "", nil, map[string]string{"Authorization": key})
				} else {
					code, b = e.do(ep, hdrKey)
				}
				var eb struct{ Error, Code string }
				if code != http.StatusUnauthorized || json.Unmarshal(b, &eb) != nil || eb.Code != "unauthenticated" || eb.Error == "" {
					t.Errorf("key %q: status %d body %s, want 401 with a JSON error", key, code, b)
				}
				// The error says what to do: a wrong key, that a new one is made with the CLI.
				if key == "pmk_wrong" && !strings.Contains(eb.Error, "pramaan key create") {
					t.Errorf("a wrong key's error %q does not say how to get a key", eb.Error)
				}
			}
			if !strings.Contains(ep.path, m.ID) {
				// A firm-level route: firm B sees only its own.
				if ep.method == "GET" {
					code, b := e.do(ep, keyB)
					if code != http.StatusOK || strings.Contains(string(b), m.ID) || strings.Contains(string(b), m.Title) {
						t.Errorf("firm B's %s: %d %s; it must not show firm A's matter", ep.path, code, b)
					}
				}
				return
			}
			code, otherBody := e.do(ep, keyB)
			if code != http.StatusNotFound {
				t.Errorf("firm B on firm A's matter: status %d (%s), want 404", code, otherBody)
			}
			missing := ep
			missing.path = strings.ReplaceAll(ep.path, m.ID, uuid.NewString())
			_, missingBody := e.do(missing, keyB)
			if !bytes.Equal(otherBody, missingBody) {
				t.Errorf("another firm's matter answers %s, a missing one %s: existence leaks", otherBody, missingBody)
			}
			if strings.Contains(string(otherBody), m.Title) || strings.Contains(string(otherBody), "secret") {
				t.Errorf("404 body leaks firm A's data: %s", otherBody)
			}
			bad := ep
			bad.path = strings.ReplaceAll(ep.path, m.ID, "not-a-uuid")
			code, b := e.do(bad, keyA)
			var eb struct{ Error, Code string }
			if code != http.StatusBadRequest || json.Unmarshal(b, &eb) != nil || eb.Code != "bad_id" {
				t.Errorf("bad UUID in path: %d %s, want 400 bad_id", code, b)
			}
		})
	}
	if n := countFacts(); n != factsBefore {
		t.Errorf("firm A's matter has %d facts after the others' requests, had %d", n, factsBefore)
	}
	var got matterJSON
	e.mustJSON("GET", "/api/v1/matters/"+m.ID, keyA, nil, nil, http.StatusOK, &got)
	if len(got.Documents) != 1 || got.Documents[0].ID != docID {
		t.Errorf("firm A's matter changed under the others' requests: %+v", got)
	}
}

// Bad input gets a clear JSON error and stores nothing.
func TestBadInputIsAClearErrorAndStoresNothing(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "A matter")
	jsonHdr := map[string]string{"Content-Type": "application/json"}
	cases := []struct {
		name, method, path, body string
		hdr                      map[string]string
		status                   int
		code                     string
	}{
		{"malformed JSON", "POST", "/api/v1/matters", `{"title": `, jsonHdr, 400, "bad_json"},
		{"empty body", "POST", "/api/v1/matters", ``, jsonHdr, 400, "bad_json"},
		{"not an object", "POST", "/api/v1/matters", `["x"]`, jsonHdr, 400, "bad_json"},
		{"misspelt title", "POST", "/api/v1/matters", `{"tittle": "x"}`, jsonHdr, 400, "missing_title"},
		{"missing title", "POST", "/api/v1/matters", `{}`, jsonHdr, 400, "missing_title"},
		{"blank title", "POST", "/api/v1/matters", `{"title": "   "}`, jsonHdr, 400, "missing_title"},
		{"title not a string", "POST", "/api/v1/matters", `{"title": 7}`, jsonHdr, 400, "bad_json"},
		{"form body that is not JSON", "POST", "/api/v1/matters", `title=x`, map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, 400, "bad_json"},
		{"a file, not JSON", "POST", "/api/v1/matters", `%PDF-1.4`, map[string]string{"Content-Type": "application/pdf"}, 415, "bad_content_type"},
		{"upload not multipart", "POST", "/api/v1/matters/" + m.ID + "/documents", `%PDF-1.4`, map[string]string{"Content-Type": "application/pdf"}, 415, "not_multipart"},
		{"upload without a file part", "POST", "/api/v1/matters/" + m.ID + "/documents",
			"--XX\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nhello\r\n--XX--\r\n",
			map[string]string{"Content-Type": "multipart/form-data; boundary=XX"}, 400, "no_file"},
		{"upload cut short", "POST", "/api/v1/matters/" + m.ID + "/documents",
			"--XX\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF-1.4 half a fi",
			map[string]string{"Content-Type": "multipart/form-data; boundary=XX"}, 400, "bad_multipart"},
		{"unknown API route", "GET", "/api/v1/nothing", ``, nil, 404, "no_route"},
		{"a method the route does not take", "PUT", "/api/v1/matters", `{}`, jsonHdr, 405, "method_not_allowed"},
		{"a method a matter's route does not take", "DELETE", "/api/v1/matters/" + m.ID + "/brief", ``, nil, 405, "method_not_allowed"},
	}
	// A method a matter's route does not take answers the same bytes for
	// the firm's own matter as for any other id: the answer names the
	// route, not the id.
	_, own, _ := e.call("POST", "/api/v1/matters/"+m.ID, key, nil, nil)
	_, other, _ := e.call("POST", "/api/v1/matters/0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b", key, nil, nil)
	if !bytes.Equal(own, other) || !strings.Contains(string(own), "POST /api/v1/matters/{id}") || !strings.Contains(string(own), "takes GET") {
		t.Errorf("no route: own matter %s, another id %s; want the same answer naming the route", own, other)
	}
	for _, c := range cases {
		code, b, resp := e.call(c.method, c.path, key, strings.NewReader(c.body), c.hdr)
		var eb struct{ Error, Code string }
		if code != c.status || json.Unmarshal(b, &eb) != nil || eb.Code != c.code || eb.Error == "" {
			t.Errorf("%s: %d %s, want %d with code %q and a message", c.name, code, b, c.status, c.code)
		}
		if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			t.Errorf("%s: Content-Type %q, want JSON", c.name, ct)
		}
	}
	var matters, docs int
	if err := e.pool.QueryRow(context.Background(), `SELECT (SELECT count(*) FROM record.matters), (SELECT count(*) FROM record.documents)`).Scan(&matters, &docs); err != nil {
		t.Fatal(err)
	}
	if matters != 1 || docs != 0 {
		t.Errorf("after bad input: %d matters and %d documents, want 1 and 0", matters, docs)
	}
}

// An oversized file is 413 with a clear message and stores nothing: no
// document row, no fact, no blob. A file before it in the same request is
// not recorded either (all or nothing), and its content, named by no
// document, goes with the next blob sweep; the request bound is 413 too.
func TestOversizedUploadIs413AndStoresNothing(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{web: web.Options{MaxFileBytes: 64 << 10, MaxRequestBytes: 256 << 10}})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Big files")
	big := bytes.Repeat([]byte("%PDF-1.4 padding "), (100<<10)/17)

	count := func() (docs, facts, blobs int) {
		ctx := context.Background()
		if err := e.pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM record.documents WHERE matter_id = $1),
			(SELECT count(*) FROM ops.domain_event_outbox WHERE matter_id = $1 AND event_name = 'document.uploaded')`, m.ID).Scan(&docs, &facts); err != nil {
			t.Fatal(err)
		}
		_ = filepath.WalkDir(filepath.Join(e.dir, "blobs"), func(_ string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				blobs++
			}
			return nil
		})
		return
	}

	code, b := e.upload(key, m.ID, file{"huge.pdf", big})
	var res struct {
		Error, Code string
		Documents   []docJSON
	}
	if code != http.StatusRequestEntityTooLarge || json.Unmarshal(b, &res) != nil || res.Code != "file_too_large" ||
		!strings.Contains(res.Error, "huge.pdf") || !strings.Contains(res.Error, "64 KiB") || len(res.Documents) != 0 {
		t.Fatalf("oversized file: %d %s, want 413 file_too_large naming the file and the limit", code, b)
	}
	if d, f, bl := count(); d != 0 || f != 0 || bl != 0 {
		t.Fatalf("after a 413: %d documents, %d facts, %d blobs; want none", d, f, bl)
	}

	small := apptest.PDF(t, "On June 1, 2020, the lease began.")
	code, b = e.upload(key, m.ID, file{"small.pdf", small}, file{"huge.pdf", big}, file{"after.pdf", apptest.PDF(t, "never read")})
	res.Documents = nil
	if code != http.StatusRequestEntityTooLarge || json.Unmarshal(b, &res) != nil || len(res.Documents) != 0 ||
		!strings.Contains(res.Error, "part 2") || !strings.Contains(res.Error, "nothing in this request was stored") {
		t.Fatalf("small then huge: %d %s, want 413 naming part 2, nothing stored", code, b)
	}
	if d, f, _ := count(); d != 0 || f != 0 {
		t.Fatalf("after small+huge: %d documents, %d facts; want none", d, f)
	}
	if _, err := e.sys.Store.SweepBlobs(context.Background(), 0); err != nil {
		t.Fatal(err)
	}
	if _, _, bl := count(); bl != 0 {
		t.Fatalf("after small+huge and a sweep: %d blobs; want none", bl)
	}

	// The request bound: five files each under the per-file bound, together over it.
	var files []file
	for i := range 5 {
		body := append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte{byte('a' + i)}, 60<<10)...)
		files = append(files, file{fmt.Sprintf("part%d.pdf", i), append(body, "\n%%EOF\n"...)})
	}
	code, b = e.upload(key, m.ID, files...)
	if code != http.StatusRequestEntityTooLarge || json.Unmarshal(b, &res) != nil || res.Code != "request_too_large" {
		t.Fatalf("over the request bound: %d %s, want 413 request_too_large", code, b)
	}
	if d, _, _ := count(); d != 0 || len(res.Documents) != 0 {
		t.Errorf("request bound: %d documents stored, the answer lists %d; want none", d, len(res.Documents))
	}
}

// Regenerate writes a brief.requested fact (and nothing else) and leads to
// a new generation.
func TestRegenerateWritesAFactAndANewGeneration(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{roles: app.All})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Regenerated matter")
	if code, b := e.upload(key, m.ID, file{"a.pdf", apptest.PDF(t, "On July 4, 2019, Acme Corp. signed the lease with Beta LLC.")}); code != http.StatusCreated {
		t.Fatalf("upload: %d %s", code, b)
	}
	first := e.waitBrief(key, m.ID, 60*time.Second, func(b briefJSON) bool { return b.Current })

	var res struct {
		EventID string `json:"event_id"`
		Fact    string `json:"fact"`
		Rail    struct {
			Requested int64 `json:"requested_generation"`
		} `json:"rail"`
	}
	e.mustJSON("POST", "/api/v1/matters/"+m.ID+"/brief/regenerate", key, nil, nil, http.StatusAccepted, &res)
	if res.Fact != "brief.requested" || res.EventID == "" {
		t.Fatalf("regenerate answered %+v", res)
	}
	var name, matter string
	if err := e.pool.QueryRow(context.Background(), `SELECT event_name, matter_id::text FROM ops.domain_event_outbox WHERE id = $1`,
		res.EventID).Scan(&name, &matter); err != nil {
		t.Fatalf("the regenerate fact %s is not in the outbox: %v", res.EventID, err)
	}
	if name != "brief.requested" || matter != m.ID {
		t.Errorf("outbox row: %s for matter %s, want brief.requested for %s", name, matter, m.ID)
	}
	next := e.waitBrief(key, m.ID, 60*time.Second, func(b briefJSON) bool { return b.Current && b.Generation > first.Generation })
	if next.Generation <= first.Generation {
		t.Errorf("generation %d after regenerate, was %d", next.Generation, first.Generation)
	}
}

// The trace of a request's traceparent header reaches the outbox rows it
// writes and comes back in the response; without one a new trace is made.
func TestTraceparentReachesTheOutbox(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	_, key := e.firm("Firm A")
	const traceID = "4bf92f3577b34da6a3ce929d0e0e4736"
	tp := "00-" + traceID + "-00f067aa0ba902b7-01"
	var m matterJSON
	code, b, resp := e.call("POST", "/api/v1/matters", key, strings.NewReader(`{"title":"Traced"}`),
		map[string]string{"Content-Type": "application/json", "traceparent": tp})
	if code != http.StatusCreated || json.Unmarshal(b, &m) != nil {
		t.Fatalf("create: %d %s", code, b)
	}
	if got := outbox.TraceID(resp.Header.Get("traceparent")); got != traceID {
		t.Errorf("response traceparent %q, want trace %s", resp.Header.Get("traceparent"), traceID)
	}
	if resp.Header.Get("traceparent") == tp {
		t.Errorf("response traceparent is the caller's own span; want a child span of the same trace")
	}
	body, ct := multipartBody(t, file{"a.pdf", apptest.PDF(t, "traced upload")})
	if code, b, _ := e.call("POST", "/api/v1/matters/"+m.ID+"/documents", key, body,
		map[string]string{"Content-Type": ct, "traceparent": tp}); code != http.StatusCreated {
		t.Fatalf("upload: %d %s", code, b)
	}
	rows, err := e.pool.Query(context.Background(), `SELECT event_name, coalesce(traceparent, '') FROM ops.domain_event_outbox WHERE matter_id = $1`, m.ID)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	for rows.Next() {
		var name, tp string
		if err := rows.Scan(&name, &tp); err != nil {
			t.Fatal(err)
		}
		seen[name] = tp
	}
	for _, name := range []string{"matter.created", "document.uploaded"} {
		if got := outbox.TraceID(seen[name]); got != traceID {
			t.Errorf("outbox %s carries traceparent %q, want trace %s", name, seen[name], traceID)
		}
	}

	// No header: a fresh trace, the same in the response and the fact.
	var res struct {
		EventID string `json:"event_id"`
	}
	code, b, resp = e.call("POST", "/api/v1/matters/"+m.ID+"/brief/regenerate", key, nil, nil)
	if code != http.StatusAccepted || json.Unmarshal(b, &res) != nil {
		t.Fatalf("regenerate: %d %s", code, b)
	}
	fresh := outbox.TraceID(resp.Header.Get("traceparent"))
	if fresh == "" || fresh == traceID {
		t.Fatalf("response traceparent %q, want a new valid trace", resp.Header.Get("traceparent"))
	}
	var stored string
	if err := e.pool.QueryRow(context.Background(), `SELECT traceparent FROM ops.domain_event_outbox WHERE id = $1`, res.EventID).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if outbox.TraceID(stored) != fresh {
		t.Errorf("regenerate fact carries %q, the response %q", stored, resp.Header.Get("traceparent"))
	}
}

// While a build is held, /metrics shows the matter's unserved demand (G5),
// as do the API's rail endpoint; once it lands the matter's series is gone.
// The HTTP metrics count requests by route pattern.
func TestMetricsShowUnservedDemandWhileABuildIsHeld(t *testing.T) {
	t.Parallel()
	g := apptest.NewGate(t)
	e := newEnv(t, envOptions{roles: app.All, model: g})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Held matter")
	if code, b := e.upload(key, m.ID, file{"a.pdf", apptest.PDF(t, "On August 2, 2018, Gamma Inc. sued Delta Co.")}); code != http.StatusCreated {
		t.Fatalf("upload: %d %s", code, b)
	}
	select {
	case <-g.Entered:
	case <-time.After(60 * time.Second):
		t.Fatal("no build reached the model within 60s")
	}
	matterLabel := `matter_id="` + m.ID + `"`
	if v, ok := e.metricValue("pramaan_rail_matter_unserved_generations", matterLabel, `run_status="running"`); !ok || v < 1 {
		t.Errorf("pramaan_rail_matter_unserved_generations for the held matter = %v (found %v), want >= 1", v, ok)
	}
	if v, _ := e.metricValue("pramaan_rail_matters_unserved", `run_status="running"`); v != 1 {
		t.Errorf("pramaan_rail_matters_unserved{running} = %v, want 1", v)
	}
	if v, _ := e.metricValue("pramaan_rail_jobs_running"); v != 1 {
		t.Errorf("pramaan_rail_jobs_running = %v, want 1", v)
	}
	if v, ok := e.metricValue("pramaan_rail_oldest_lease_age_seconds"); !ok || v < 0 {
		t.Errorf("pramaan_rail_oldest_lease_age_seconds = %v (found %v)", v, ok)
	}
	if v, ok := e.metricValue("pramaan_rail_runs_last_hour", `outcome="running"`); !ok || v != 1 {
		t.Errorf("pramaan_rail_runs_last_hour{running} = %v (found %v), want 1", v, ok)
	}
	for _, name := range []string{"pramaan_outbox_unpublished", "pramaan_outbox_oldest_unpublished_age_seconds",
		"pramaan_rail_wasted_model_calls_last_hour"} {
		if _, ok := e.metricValue(name); !ok {
			t.Errorf("%s missing", name)
		}
	}
	if v, _ := e.metricValue("pramaan_ledger_up"); v != 1 {
		t.Errorf("pramaan_ledger_up = %v, want 1", v)
	}
	var job struct {
		Unserved  bool   `json:"unserved"`
		RunStatus string `json:"run_status"`
	}
	e.mustJSON("GET", "/api/v1/matters/"+m.ID+"/rail", key, nil, nil, http.StatusOK, &job)
	if !job.Unserved || job.RunStatus != "running" {
		t.Errorf("rail while held = %+v, want running with unserved demand", job)
	}

	close(g.Release)
	e.waitBrief(key, m.ID, 60*time.Second, func(b briefJSON) bool { return b.Current })
	if v, ok := e.metricValue("pramaan_rail_matter_unserved_generations", matterLabel); ok {
		t.Errorf("the matter still shows %v unserved generations after its Brief is current", v)
	}
	if v, ok := e.metricValue("pramaan_rail_runs_last_hour", `outcome="landed"`); !ok || v < 1 {
		t.Errorf("pramaan_rail_runs_last_hour{landed} = %v (found %v), want >= 1", v, ok)
	}
	if v, ok := e.metricValue("pramaan_http_requests_total", `route="POST /api/v1/matters/{id}/documents"`, `code="201"`); !ok || v != 1 {
		t.Errorf("upload request counter = %v (found %v), want 1", v, ok)
	}
	if _, ok := e.metricValue("pramaan_http_request_duration_seconds_count", `route="GET /api/v1/matters/{id}/brief"`); !ok {
		t.Errorf("no latency histogram for GET brief")
	}
}

// The event stream sends the matter's state at once, and again after an
// upload, up to a current Brief that covers the document.
func TestEventsStreamFollowsAnUpload(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{roles: app.All, web: web.Options{EventInterval: 100 * time.Millisecond}})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Streamed matter")

	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", e.srv.URL+"/api/v1/matters/"+m.ID+"/events", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := e.srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("events: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	events := make(chan sseEvent, 64)
	go readEvents(resp.Body, events)
	next := func() web.MatterState {
		t.Helper()
		select {
		case ev, ok := <-events:
			if !ok {
				t.Fatal("the event stream ended early")
			}
			if ev.name != "state" {
				t.Fatalf("event %q: %s", ev.name, ev.data)
			}
			var st web.MatterState
			if err := json.Unmarshal([]byte(ev.data), &st); err != nil {
				t.Fatalf("event data %q: %v", ev.data, err)
			}
			return st
		case <-ctx.Done():
			t.Fatal("no event within the deadline")
		}
		panic("unreachable")
	}
	if st := next(); st.MatterID != m.ID || st.Rail.JobStatus == nil {
		t.Fatalf("first event %+v, want the matter's state with its rail", st)
	}
	before, err := e.sys.Views.ViewStamp(ctx, e.firmOf(key), m.ID)
	if err != nil {
		t.Fatalf("view stamp: %v", err)
	}
	if code, b := e.upload(key, m.ID, file{"a.pdf", apptest.PDF(t, "On September 9, 2017, Epsilon Ltd. terminated the contract.")}); code != http.StatusCreated {
		t.Fatalf("upload: %d %s", code, b)
	}
	if after, err := e.sys.Views.ViewStamp(ctx, e.firmOf(key), m.ID); err != nil || after == before {
		t.Errorf("view stamp %q after an upload (err %v), was %q: streams would miss the change until their safety net", after, err, before)
	}
	sawDocument := false
	for {
		st := next()
		sawDocument = sawDocument || st.Documents == 1
		if st.Current && st.Documents == 1 && st.Covered == 1 {
			break
		}
	}
	if !sawDocument {
		t.Error("no event showed the uploaded document")
	}
}

// /healthz pings Postgres; / serves the UI page.
func TestHealthzAndUI(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	var h struct{ Status, Database string }
	e.mustJSON("GET", "/healthz", "", nil, nil, http.StatusOK, &h)
	if h.Status != "ok" || h.Database != "ok" {
		t.Errorf("healthz = %+v", h)
	}
	code, b, resp := e.call("GET", "/", "", nil, nil)
	if code != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") ||
		!bytes.Contains(b, []byte("PRAMAAN")) || !bytes.Contains(b, []byte("/api/v1/matters")) {
		t.Errorf("GET /: %d %s, want the UI page", code, resp.Header.Get("Content-Type"))
	}
	if code, _, _ := e.call("GET", "/nothing-here", "", nil, nil); code != http.StatusNotFound {
		t.Errorf("GET /nothing-here: %d, want 404", code)
	}
	e.pool.Close()
	code, b, _ = e.call("GET", "/healthz", "", nil, nil)
	if code != http.StatusServiceUnavailable {
		t.Errorf("healthz with the pool closed: %d %s, want 503", code, b)
	}
	if strings.Contains(string(b), "closed") || strings.Contains(string(b), "error") {
		t.Errorf("healthz returned the database's error to the caller: %s", b)
	}
}

// Serve shuts down on ctx even with an event stream open, and returns nil.
func TestServeShutsDownGracefully(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Shutdown")
	ctx, cancel := context.WithCancel(context.Background())
	addrCh := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		ln, err := netListen()
		if err != nil {
			done <- err
			return
		}
		addrCh <- ln.Addr().String()
		done <- web.ServeListener(ctx, ln, web.New(web.Options{Store: e.sys.Store, Pool: e.pool, Views: e.sys.Views, Logger: apptest.QuietLogger()}), apptest.QuietLogger())
	}()
	addr := <-addrCh
	req, _ := http.NewRequest("GET", "http://"+addr+"/api/v1/matters/"+m.ID+"/events", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	events := make(chan sseEvent, 8)
	go readEvents(resp.Body, events)
	<-events // the stream is open
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve returned %v, want nil", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Serve did not return within 20s of its ctx ending")
	}
}

// An event stream ends when its client goes away (the handler returns and
// is counted), and streams past Options.MaxEventStreams are refused with a
// JSON 503 instead of piling up.
func TestEventStreamsEndOnDisconnectAndAreBounded(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{web: web.Options{MaxEventStreams: 1}})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Bounded streams")
	path := "/api/v1/matters/" + m.ID + "/events"
	open := func() (context.CancelFunc, chan sseEvent) {
		ctx, cancel := context.WithCancel(context.Background())
		req, _ := http.NewRequestWithContext(ctx, "GET", e.srv.URL+path, nil)
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := e.srv.Client().Do(req)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("open stream: %v %v", err, resp)
		}
		events := make(chan sseEvent, 8)
		go func() { defer resp.Body.Close(); readEvents(resp.Body, events) }()
		if _, ok := <-events; !ok {
			t.Fatal("stream ended before its first event")
		}
		return cancel, events
	}
	cancel, _ := open()
	// The second stream: read the status, and the body only if it is the
	// refusal (a stream that was let through never ends).
	ctx, stop := context.WithTimeout(context.Background(), 30*time.Second)
	req, _ := http.NewRequestWithContext(ctx, "GET", e.srv.URL+path, nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := e.srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("second stream past the bound: status %d, want 503", resp.StatusCode)
	} else {
		var eb struct{ Code string }
		if err := json.NewDecoder(resp.Body).Decode(&eb); err != nil || eb.Code != "too_many_streams" {
			t.Errorf("refusal body: %v %+v, want code too_many_streams", err, eb)
		}
	}
	resp.Body.Close()
	stop()
	cancel()
	route := `route="GET /api/v1/matters/{id}/events"`
	waitfor.Until(t, 20*time.Second, "the stream's handler to end after its client went away", func() bool {
		v, ok := e.metricValue("pramaan_http_requests_total", route, `code="200"`)
		return ok && v >= 1
	})
	// Its slot is free again.
	cancel2, _ := open()
	cancel2()
}

// One firm cannot take every event stream: past MaxEventStreamsPerFirm its
// next stream is refused (429), while another firm still opens one.
func TestEventStreamsPerFirm(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{web: web.Options{MaxEventStreams: 8, MaxEventStreamsPerFirm: 2}})
	_, keyA := e.firm("Firm A")
	_, keyB := e.firm("Firm B")
	mA := e.createMatter(keyA, "Streams of A")
	mB := e.createMatter(keyB, "Streams of B")
	open := func(key, matter string) (int, context.CancelFunc) {
		ctx, cancel := context.WithCancel(context.Background())
		req, _ := http.NewRequestWithContext(ctx, "GET", e.srv.URL+"/api/v1/matters/"+matter+"/events", nil)
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := e.srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		if resp.StatusCode != http.StatusOK {
			resp.Body.Close()
			return resp.StatusCode, cancel
		}
		events := make(chan sseEvent, 8)
		go func() { defer resp.Body.Close(); readEvents(resp.Body, events) }()
		<-events
		return resp.StatusCode, cancel
	}
	for i := 0; i < 2; i++ {
		code, cancel := open(keyA, mA.ID)
		defer cancel()
		if code != http.StatusOK {
			t.Fatalf("firm A's stream %d: %d", i+1, code)
		}
	}
	code, cancel := open(keyA, mA.ID)
	cancel()
	if code != http.StatusTooManyRequests {
		t.Fatalf("firm A's third stream: %d, want 429", code)
	}
	code, cancel = open(keyB, mB.ID)
	defer cancel()
	if code != http.StatusOK {
		t.Fatalf("firm B's stream while A is at its bound: %d, want 200", code)
	}
}

// /metrics is not on the API's address: its series name firms and matters.
// The process serves it on its private operations address.
func TestMetricsAreNotOnTheAPIAddress(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	if code, _, _ := e.call("GET", "/metrics", "", nil, nil); code != http.StatusNotFound {
		t.Fatalf("GET /metrics on the API address: %d, want 404", code)
	}
	if _, ok := e.metricValue("pramaan_http_requests_total"); !ok {
		t.Fatal("the HTTP metrics are missing from the operations registry")
	}
}

// A document's PDF is served to its own firm, inline, byte for byte; to
// another firm, and after deletion, it is the same 404 as a missing one.
func TestDocumentFileOwnFirmOnly(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	_, keyA := e.firm("Firm A")
	_, keyB := e.firm("Firm B")
	m := e.createMatter(keyA, "Served PDFs")
	pdf := apptest.PDF(t, "JANE ROE, Plaintiff, v. ACME CORP, Defendant. On March 3, 2021, Acme fired Roe.", "Page two of the complaint.")
	code, b := e.upload(keyA, m.ID, file{"complaint \"final\".pdf", pdf})
	if code != http.StatusCreated {
		t.Fatalf("upload: %d %s", code, b)
	}
	var up struct {
		Documents []struct{ ID string } `json:"documents"`
	}
	if err := json.Unmarshal(b, &up); err != nil || len(up.Documents) != 1 {
		t.Fatalf("upload answer %s: %v", b, err)
	}
	path := "/api/v1/matters/" + m.ID + "/documents/" + up.Documents[0].ID + "/file"
	code, got, resp := e.call("GET", path, keyA, nil, nil)
	if code != http.StatusOK || !bytes.Equal(got, pdf) {
		t.Fatalf("own firm: %d, %d bytes (want %d)", code, len(got), len(pdf))
	}
	if ct := resp.Header.Get("Content-Type"); ct != "application/pdf" {
		t.Errorf("Content-Type %q", ct)
	}
	if cd := resp.Header.Get("Content-Disposition"); !strings.HasPrefix(cd, "inline") {
		t.Errorf("Content-Disposition %q, want inline", cd)
	}
	_, missing, _ := e.call("GET", "/api/v1/matters/"+m.ID+"/documents/00000000-0000-7000-8000-000000000000/file", keyA, nil, nil)
	codeB, other, _ := e.call("GET", path, keyB, nil, nil)
	if codeB != http.StatusNotFound || !bytes.Equal(other, missing) {
		t.Fatalf("another firm: %d %s, want the missing document's 404 %s", codeB, other, missing)
	}
	if code, b, _ := e.call("DELETE", "/api/v1/matters/"+m.ID+"/documents/"+up.Documents[0].ID, keyA, nil, nil); code != http.StatusNoContent {
		t.Fatalf("delete: %d %s", code, b)
	}
	if code, _, _ := e.call("GET", path, keyA, nil, nil); code != http.StatusNotFound {
		t.Fatalf("after deletion: %d, want 404", code)
	}
}

// An upload whose body stops coming is ended by the server: a client that
// sends part of a file and then nothing gets a 408 (or the connection
// closed) within the idle bound, nothing is stored, and the handler is free.
func TestStalledUploadBodyIsCutOff(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{web: web.Options{BodyIdleTimeout: 500 * time.Millisecond}})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Slow bodies")
	conn, err := net.Dial("tcp", strings.TrimPrefix(e.srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	head := "POST /api/v1/matters/" + m.ID + "/documents HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key +
		"\r\nContent-Type: multipart/form-data; boundary=XX\r\nContent-Length: 100000\r\n\r\n" +
		"--XX\r\nContent-Disposition: form-data; name=\"file\"; filename=\"slow.pdf\"\r\n\r\n%PDF-1.4 part of a file"
	if _, err := conn.Write([]byte(head)); err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	_ = conn.SetReadDeadline(time.Now().Add(30 * time.Second))
	reply, _ := io.ReadAll(conn) // the server answers and closes, or just closes
	if time.Since(began) > 20*time.Second {
		t.Fatalf("the stalled upload was held %s", time.Since(began))
	}
	if len(reply) > 0 && !strings.Contains(string(reply), " 408 ") && !strings.Contains(string(reply), " 400 ") {
		t.Fatalf("answer to a stalled body: %q", reply)
	}
	var v struct {
		Documents []json.RawMessage `json:"documents"`
	}
	code, b, _ := e.call("GET", "/api/v1/matters/"+m.ID, key, nil, nil)
	if err := json.Unmarshal(b, &v); code != http.StatusOK || err != nil || len(v.Documents) != 0 {
		t.Fatalf("after a stalled upload: %d %s", code, b)
	}
}

// A multipart upload is all or nothing: a bad part after a good one (a
// header line that is not a header, a body cut short, a transfer encoding
// that does not decode) is a 400 that names the part, and no document and
// no fact is recorded, not even the good part's; the same content twice in
// one request is refused, naming both parts; the same file name twice with
// different contents keeps both.
func TestMultipartBadPartStoresNothingAndNamesIt(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{web: web.Options{MaxRequestBytes: 256 << 10}})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Multipart")
	recorded := func() (docs, facts int) {
		t.Helper()
		if err := e.pool.QueryRow(context.Background(), `SELECT (SELECT count(*) FROM record.documents WHERE matter_id = $1),
			(SELECT count(*) FROM ops.domain_event_outbox WHERE matter_id = $1 AND event_name = 'document.uploaded')`, m.ID).
			Scan(&docs, &facts); err != nil {
			t.Fatal(err)
		}
		return
	}
	first := "--XX\r\nContent-Disposition: form-data; name=\"file\"; filename=\"good.pdf\"\r\nContent-Type: application/pdf\r\n\r\n" +
		string(apptest.PDF(t, "The good first file.")) + "\r\n"
	cases := []struct{ name, second, code string }{
		{"a header line that is not a header", "--XX\r\nthis is not a header line\r\n\r\nbody\r\n--XX--\r\n", "bad_multipart"},
		{"a second file cut short", "--XX\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cut.pdf\"\r\n\r\n%PDF-1.4 half", "bad_multipart"},
		{"a header block that opens with a continuation", "--XX\r\n  folded: onto nothing\r\n\r\nbody\r\n--XX--\r\n", "bad_multipart"},
		{"a second file over the request bound", "--XX\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.pdf\"\r\n\r\n%PDF-1.4 " +
			strings.Repeat("x", 300<<10) + "\r\n--XX--\r\n", "request_too_large"},
	}
	for _, c := range cases {
		code, b, _ := e.call("POST", "/api/v1/matters/"+m.ID+"/documents", key, strings.NewReader(first+c.second),
			map[string]string{"Content-Type": "multipart/form-data; boundary=XX"})
		var res struct {
			Error, Code string
			Documents   []docJSON
		}
		want := http.StatusBadRequest
		if c.code == "request_too_large" {
			want = http.StatusRequestEntityTooLarge
		}
		if code != want || json.Unmarshal(b, &res) != nil || res.Code != c.code ||
			!strings.Contains(res.Error, "part 2") || len(res.Documents) != 0 {
			t.Errorf("%s: %d %s; want %d %s naming part 2, no documents", c.name, code, b, want, c.code)
		}
		if strings.Contains(string(b), e.dir) || strings.Contains(string(b), os.TempDir()+"/") {
			t.Errorf("%s: the error names a server path: %s", c.name, b)
		}
		if d, f := recorded(); d != 0 || f != 0 {
			t.Fatalf("%s: %d documents and %d facts recorded; want none (all or nothing)", c.name, d, f)
		}
	}

	same := apptest.PDF(t, "Exhibit A, the same bytes twice.")
	code, b := e.upload(key, m.ID, file{"exhibit-a.pdf", same}, file{"copy-of-a.pdf", same})
	var res struct{ Error, Code string }
	if code != http.StatusBadRequest || json.Unmarshal(b, &res) != nil || res.Code != "duplicate_file" ||
		!strings.Contains(res.Error, "exhibit-a.pdf") || !strings.Contains(res.Error, "copy-of-a.pdf") {
		t.Fatalf("the same content twice: %d %s; want 400 duplicate_file naming both parts", code, b)
	}
	if d, f := recorded(); d != 0 || f != 0 {
		t.Fatalf("the same content twice: %d documents and %d facts recorded; want none", d, f)
	}

	code, b = e.upload(key, m.ID, file{"letter.pdf", apptest.PDF(t, "The first letter.")}, file{"letter.pdf", apptest.PDF(t, "The second letter.")})
	var ok struct{ Documents []docJSON }
	if code != http.StatusCreated || json.Unmarshal(b, &ok) != nil || len(ok.Documents) != 2 ||
		ok.Documents[0].FileName != "letter.pdf" || ok.Documents[1].FileName != "letter.pdf" || ok.Documents[0].ID == ok.Documents[1].ID {
		t.Fatalf("one name, two contents: %d %s; want 201 with both documents", code, b)
	}
	if d, f := recorded(); d != 2 || f != 2 {
		t.Fatalf("one name, two contents: %d documents and %d facts; want 2 and 2", d, f)
	}
}

// A file that is plainly no PDF (empty, a text file, a PDF cut short) is
// refused at the door with a 4xx that names the part and the reason, and
// nothing of the request is recorded, not even a good PDF beside it; the
// good PDF alone is then accepted.
func TestUploadRefusesWhatIsNoPDF(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Bad files")
	good := apptest.PDF(t, "On March 3, 2021, Acme Corp. shipped 400 units to Beta LLC.")
	for _, c := range []struct {
		name   string
		data   []byte
		status int
		code   string
		reason string
	}{
		{"empty.pdf", nil, http.StatusBadRequest, "empty_file", "empty"},
		{"notes.txt", []byte("not a pdf at all"), http.StatusUnsupportedMediaType, "not_pdf", "no %PDF- header"},
		{"cut.pdf", good[:len(good)/2], http.StatusUnsupportedMediaType, "not_pdf", "truncated"},
	} {
		code, b := e.upload(key, m.ID, file{"good.pdf", good}, file{c.name, c.data})
		var res struct {
			Error, Code string
			Documents   []docJSON
		}
		if code != c.status || json.Unmarshal(b, &res) != nil || res.Code != c.code || len(res.Documents) != 0 ||
			!strings.Contains(res.Error, "part 2") || !strings.Contains(res.Error, c.name) || !strings.Contains(res.Error, c.reason) {
			t.Errorf("%s: %d %s; want %d %s naming part 2, %s and %q", c.name, code, b, c.status, c.code, c.name, c.reason)
		}
		var got matterJSON
		e.mustJSON("GET", "/api/v1/matters/"+m.ID, key, nil, nil, http.StatusOK, &got)
		if len(got.Documents) != 0 {
			t.Fatalf("%s refused, yet %d documents recorded", c.name, len(got.Documents))
		}
	}
	if code, b := e.upload(key, m.ID, file{"good.pdf", good}); code != http.StatusCreated {
		t.Fatalf("the good PDF alone: %d %s", code, b)
	}
}

// A title with NUL or another control character is a 400 naming the
// problem, never a server error, and creates nothing.
func TestControlCharacterInTitleIs400(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	_, key := e.firm("Firm A")
	for _, title := range []string{`"\u0000"`, `"Acme\u0000 v. Beta"`, `"Acme\u0007 v. Beta"`, `"\u001b[31mred"`} {
		code, b, _ := e.call("POST", "/api/v1/matters", key, strings.NewReader(`{"title": `+title+`}`),
			map[string]string{"Content-Type": "application/json"})
		var eb struct{ Error, Code string }
		if code != http.StatusBadRequest || json.Unmarshal(b, &eb) != nil || eb.Code != "bad_title" || !strings.Contains(eb.Error, "control") {
			t.Errorf("title %s: %d %s; want 400 bad_title about control characters", title, code, b)
		}
	}
	var n int
	if err := e.pool.QueryRow(context.Background(), `SELECT count(*) FROM record.matters`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("after refused titles: %d matters, %v", n, err)
	}
}

// heldFor holds the model's calls on documents whose text holds marker
// until release closes (or the build is cancelled), announcing each on
// entered; other calls go straight to the rules model.
type heldFor struct {
	inner   model.Model
	marker  string
	entered chan struct{}
	release chan struct{}
}

func (h *heldFor) Name() string { return "held-rules" }

func (h *heldFor) Extract(ctx context.Context, in model.Input) (model.Output, error) {
	for _, d := range in.Documents {
		if slices.ContainsFunc(d.Pages, func(p string) bool { return strings.Contains(p, h.marker) }) {
			select {
			case h.entered <- struct{}{}:
			default:
			}
			select {
			case <-h.release:
			case <-ctx.Done():
				return model.Output{}, ctx.Err()
			}
			break
		}
	}
	return h.inner.Extract(ctx, in)
}

// Firm B's uploads to six matters build slowly (each build held in the
// model); firm A's one upload is built and current while every one of B's
// builds is still held: one firm never holds every build slot.
func TestAnotherFirmsSlowBuildsLeaveASlot(t *testing.T) {
	t.Parallel()
	rules, err := model.New("rules", nil)
	if err != nil {
		t.Fatal(err)
	}
	h := &heldFor{inner: rules, marker: "HELD-EXHIBIT", entered: make(chan struct{}, 64), release: make(chan struct{})}
	e := newEnv(t, envOptions{roles: app.All, model: h})
	_, keyA := e.firm("Firm A")
	_, keyB := e.firm("Firm B")
	var bMatters []string
	for i := range 6 {
		m := e.createMatter(keyB, fmt.Sprintf("Slow matter %d", i))
		bMatters = append(bMatters, m.ID)
		if code, b := e.upload(keyB, m.ID, file{"exhibit.pdf", apptest.PDF(t, fmt.Sprintf("HELD-EXHIBIT %d. On May 1, 2020, Beta Corp. sued Gamma LLC.", i))}); code != http.StatusCreated {
			t.Fatalf("firm B upload: %d %s", code, b)
		}
	}
	released := false
	defer func() {
		if !released {
			close(h.release)
		}
	}()
	select {
	case <-h.entered:
	case <-time.After(60 * time.Second):
		t.Fatal("none of firm B's builds reached the model within 60s")
	}

	m := e.createMatter(keyA, "Firm A's matter")
	if code, b := e.upload(keyA, m.ID, file{"complaint.pdf", apptest.PDF(t, "On June 1, 2021, Acme Corp. sued Widget LLC.")}); code != http.StatusCreated {
		t.Fatalf("firm A upload: %d %s", code, b)
	}
	e.waitBrief(keyA, m.ID, 60*time.Second, func(b briefJSON) bool { return b.Current && len(b.Sources) == 1 })
	for _, id := range bMatters {
		var job struct {
			Unserved bool `json:"unserved"`
		}
		e.mustJSON("GET", "/api/v1/matters/"+id+"/rail", keyB, nil, nil, http.StatusOK, &job)
		if !job.Unserved {
			t.Fatalf("firm B's matter %s was served while its builds were held", id)
		}
	}

	close(h.release)
	released = true
	for _, id := range bMatters {
		e.waitBrief(keyB, id, 120*time.Second, func(b briefJSON) bool { return b.Current })
	}
}
