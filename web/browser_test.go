//go:build browser

package web_test

// The browser test renders the UI in headless Chromium with a sample matter
// loaded and saves a screenshot. It is kept out of the default suite (CI
// does not install a browser). Run it with:
//
//	apt-get install -y chromium
//	go test -tags browser -run TestUIScreenshot -v ./web/
//
// PRAMAAN_SCREENSHOT names the PNG (default: the test's temp folder).

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"pramaan/brief/samples"
	"pramaan/internal/app"
)

func TestUIScreenshot(t *testing.T) {
	chromium := "/usr/bin/chromium"
	if _, err := os.Stat(chromium); err != nil {
		t.Skip("no /usr/bin/chromium: apt-get install -y chromium to run the browser test")
	}
	e := newEnv(t, envOptions{roles: app.All})
	_, key := e.firm("Demo firm")
	sample, err := samples.Demo()
	if err != nil {
		t.Fatal(err)
	}
	e.createMatter(key, "Harbor freight dispute (second matter)")
	m := e.createMatter(key, sample.Title)
	var files []file
	for _, f := range sample.Files {
		files = append(files, file{f.Name, f.Data})
	}
	files = append(files, file{"scanned-exhibit.pdf", []byte("%PDF-1.4 truncated")})
	if code, b := e.upload(key, m.ID, files...); code != http.StatusCreated {
		t.Fatalf("upload: %d %s", code, b)
	}
	e.waitBrief(key, m.ID, 90*time.Second, func(b briefJSON) bool { return b.Current })

	out := os.Getenv("PRAMAAN_SCREENSHOT")
	if out == "" {
		out = filepath.Join(t.TempDir(), "ui.png")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir="+t.TempDir(), "--hide-scrollbars", "--window-size=1440,5200",
		"--virtual-time-budget=4000", "--screenshot="+out,
		e.srv.URL+"/#key="+key+"&"+m.ID)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.String())
	}
	st, err := os.Stat(out)
	if err != nil || st.Size() == 0 {
		t.Fatalf("no screenshot at %s: %v", out, err)
	}
	t.Logf("screenshot: %s (%d bytes)", out, st.Size())
}
