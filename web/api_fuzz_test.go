package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"pramaan/internal/app"
	"pramaan/internal/apptest"
	"pramaan/internal/pgtest"
	"pramaan/web"
)

// FuzzAPIRequest sends the HTTP API any request body, content type and id
// on each of its writing routes (and the reads): whatever comes in, the
// answer is never a server error, an error answer is the JSON error body,
// and a request for another firm's matter finds nothing. Seeds: the
// requests the product's clients send, and malformed ones.
func FuzzAPIRequest(f *testing.F) {
	const (
		jsonCT = "application/json"
		form   = "multipart/form-data; boundary=XyZ"
		oneDoc = "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 not really\r\n--XyZ--\r\n"
	)
	for _, s := range []struct {
		route       uint8
		ctype, body string
		id          string
	}{
		{0, jsonCT, `{"title":"Acme v. Beta"}`, ""},
		{0, jsonCT, `{"title":""}`, ""},
		{0, jsonCT, `{"title":null}`, ""},
		{0, jsonCT, `{"title":"a"}{"title":"b"}`, ""},
		{0, "text/plain", `{"title":"curl's default"}`, ""},
		{0, "application/xml", `<title/>`, ""},
		{0, jsonCT, `{"title":` + strings.Repeat(`"x`, 10) + `}`, ""},
		{0, "", ``, ""},
		{1, form, oneDoc, "self"},
		{1, form, "--XyZ\r\nContent-Disposition: form-data; name=\"other\"\r\n\r\nx\r\n--XyZ--\r\n", "self"},
		{1, form, "--XyZ\r\n\r\n", "self"},
		{1, "multipart/form-data", oneDoc, "self"},
		{1, jsonCT, `{}`, "self"},
		{2, "", "", "self"},
		{2, "", "", "0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b"},
		{3, "", "", "self"},
		{3, "", "", "not-a-uuid"},
		{4, "", "", "other"},
		{5, "", "", "../../etc/passwd"},
		{6, "", "", "self"},
	} {
		f.Add(s.route, s.ctype, s.body, s.id)
	}

	pool := pgtest.New(f)
	sys, err := app.New(app.Options{Pool: pool, DataDir: f.TempDir(), Logger: apptest.QuietLogger()})
	if err != nil {
		f.Fatal(err)
	}
	srv := httptest.NewServer(web.New(web.Options{Store: sys.Store, Pool: pool, Views: sys.Views, Logger: apptest.QuietLogger(), MaxFileBytes: 1 << 20}))
	f.Cleanup(srv.Close)
	ctx := context.Background()
	mine, key, err := sys.Store.CreateFirm(ctx, "Fuzz & Co")
	if err != nil {
		f.Fatal(err)
	}
	other, _, err := sys.Store.CreateFirm(ctx, "Other LLP")
	if err != nil {
		f.Fatal(err)
	}
	self, err := sys.Store.CreateMatter(ctx, mine.ID, "Fuzzed matter")
	if err != nil {
		f.Fatal(err)
	}
	theirs, err := sys.Store.CreateMatter(ctx, other.ID, "Not yours")
	if err != nil {
		f.Fatal(err)
	}

	f.Fuzz(func(t *testing.T, route uint8, ctype, body, id string) {
		switch id {
		case "self":
			id = self.ID
		case "other":
			id = theirs.ID
		default:
			id = url.PathEscape(id)
		}
		var method, path string
		switch route % 7 {
		case 0:
			method, path = http.MethodPost, "/api/v1/matters"
		case 1:
			method, path = http.MethodPost, "/api/v1/matters/"+id+"/documents"
		case 2:
			method, path = http.MethodDelete, "/api/v1/matters/"+self.ID+"/documents/"+id
		case 3:
			method, path = http.MethodPost, "/api/v1/matters/"+id+"/brief/regenerate"
		case 4:
			method, path = http.MethodGet, "/api/v1/matters/"+id+"/brief"
		case 5:
			method, path = http.MethodGet, "/api/v1/matters/"+id+"/rail"
		default:
			method, path = http.MethodGet, "/api/v1/matters/"+id
		}
		req, err := http.NewRequest(method, srv.URL+path, bytes.NewReader([]byte(body)))
		if err != nil {
			return // not a request a client can send
		}
		req.Header.Set("Authorization", "Bearer "+key)
		if ctype != "" {
			req.Header.Set("Content-Type", ctype)
		}
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
		defer resp.Body.Close()
		out, _ := io.ReadAll(resp.Body)
		if resp.StatusCode >= 500 {
			t.Fatalf("%s %s (%q, %q): %d %s", method, path, ctype, body, resp.StatusCode, out)
		}
		if resp.StatusCode >= 400 && resp.StatusCode != http.StatusMethodNotAllowed {
			var e struct {
				Error string `json:"error"`
				Code  string `json:"code"`
			}
			if err := json.Unmarshal(out, &e); err != nil || e.Error == "" {
				t.Fatalf("%s %s: %d answer is not the JSON error body: %s", method, path, resp.StatusCode, out)
			}
		}
		if id == theirs.ID && resp.StatusCode < 300 {
			t.Fatalf("%s %s: another firm's matter answered %d: %s", method, path, resp.StatusCode, out)
		}
	})
}
