package web

import (
	_ "embed"
	"net/http"
)

// indexHTML is the whole web UI: one page, vanilla JS, no external assets.
//
//go:embed ui/index.html
var indexHTML []byte

// serveUI: GET /, the web UI. The API key stays in the browser
// (localStorage) and goes out only as the Authorization header.
func serveUI(w http.ResponseWriter, _ *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Content-Security-Policy",
		"default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	_, _ = w.Write(indexHTML)
}
