package web_test

// The browser test drives the UI in Debian's Chromium (scripts/deps.sh
// installs it; a missing browser fails the test, it never skips): three
// PDFs uploaded through the page's file input, the Brief appearing and then
// updating by itself after a fourth, a citation opened at its page. Its
// screenshots are test artefacts, saved under $PRAMAAN_ARTIFACTS (default
// a pramaan-artifacts folder in the system's temp folder).

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"pramaan/internal/app"
	"pramaan/internal/apptest"
	"pramaan/web"
)

// chromiumPath is Debian's browser, as scripts/deps.sh installs it.
func chromiumPath(t *testing.T) string {
	for _, p := range []string{"/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Fatal("no Chromium at /usr/bin/chromium: run scripts/deps.sh (apt-get install -y chromium)")
	return ""
}

func artifactDir(t *testing.T) string {
	dir := os.Getenv("PRAMAAN_ARTIFACTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "pramaan-artifacts")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestBrowserUploadsBriefUpdatesAndCitationOpensAtPage(t *testing.T) {
	bin := chromiumPath(t)
	e := newEnv(t, envOptions{roles: app.All})
	_, key := e.firm("Browser firm")
	m := e.createMatter(key, "Roe v. Acme Corporation — a matter whose title is long enough to wrap in the page header without pushing anything off screen")

	dir := t.TempDir()
	write := func(name string, pages ...string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, apptest.PDF(t, pages...), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	first := []string{
		write("01-complaint-of-plaintiff-jane-roe-against-acme-corporation-for-breach-of-the-supply-agreement.pdf",
			"UNITED STATES DISTRICT COURT\nJANE ROE, Plaintiff,\nv.\nACME CORPORATION, Defendant.\nCOMPLAINT",
			"On March 3, 2021, Acme Corporation terminated the supply agreement with Jane Roe without the notice that section 12 requires."),
		write("02-answer.pdf", "UNITED STATES DISTRICT COURT\nJANE ROE, Plaintiff,\nv.\nACME CORPORATION, Defendant.\nANSWER",
			"On April 9, 2021, Acme Corporation denied that any notice was owed under the supply agreement."),
		write("03-letter.pdf", "Dear Ms. Roe, On May 1, 2021, Acme Corporation wrote to Jane Roe to offer a settlement of the supply agreement dispute."),
	}
	later := write("04-declaration.pdf", "DECLARATION OF JOHN DOE\nOn June 2, 2021, John Doe inspected the warehouse of Jane Roe and found the goods undelivered.")

	ctx, closeBrowser := browser(t, bin, 3*time.Minute)
	defer closeBrowser()

	shots := artifactDir(t)
	shot := func(name string) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			var png []byte
			if err := chromedp.FullScreenshot(&png, 100).Do(ctx); err != nil {
				return err
			}
			p := filepath.Join(shots, "ui-"+name+".png")
			t.Logf("screenshot %s", p)
			return os.WriteFile(p, png, 0o644)
		})
	}
	// upload sets the file input's files. The page re-renders as the Brief
	// changes, so the input node chromedp found can be replaced before the
	// files are set ("Could not find node with given id"); nothing was
	// uploaded then, so setting them again on the new node is safe.
	upload := func(files []string) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			var err error
			for try := 0; try < 5; try++ {
				err = chromedp.SetUploadFiles(`input[type=file]`, files, chromedp.ByQuery).Do(ctx)
				if err == nil || !strings.Contains(err.Error(), "Could not find node") {
					return err
				}
				t.Logf("the file input was re-rendered; setting its files again: %v", err)
			}
			return err
		})
	}
	sources := `(() => { const m = document.querySelector(".briefhead .meta"); return m ? parseInt(m.textContent.split("·").pop()) : 0; })()`
	current := `!!document.querySelector(".briefhead .status.ok")`
	err := chromedp.Run(ctx,
		chromedp.Navigate(e.srv.URL+"/#key="+key+"&"+m.ID),
		chromedp.WaitVisible(`#drop`, chromedp.ByQuery),
		shot("empty-matter"),
		waitJS("the empty matter says so", `document.body.innerText.includes("No documents yet")`),
		upload(first),
		waitJS("the Brief of three documents, current", current+` && `+sources+` === 3`),
		shot("brief-three-documents"),
		// A fourth upload: the Brief updates by itself, no reload.
		upload([]string{later}),
		waitJS("the Brief updated to four documents", current+` && `+sources+` === 4`),
		shot("brief-updated"),
	)
	if err != nil {
		t.Fatal(err)
	}
	// A citation opens its document at its page.
	var page string
	var ok bool
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`(() => { const r = document.querySelector('.cite .ref[data-page="2"]') || document.querySelector('.cite .ref'); r.click(); return r.dataset.page; })()`, &page),
		chromedp.WaitVisible(`#viewerframe`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector("#viewerframe").getAttribute("src").startsWith("blob:")`, &ok),
	); err != nil {
		t.Fatal(err)
	}
	var src string
	if err := chromedp.Run(ctx, chromedp.Evaluate(`document.querySelector("#viewerframe").getAttribute("src")`, &src), shot("citation-opened")); err != nil {
		t.Fatal(err)
	}
	if !ok || !strings.HasSuffix(src, "#page="+page) {
		t.Fatalf("the citation of page %s opened %q", page, src)
	}
	// The long title and file name stay inside the page.
	var fits bool
	if err := chromedp.Run(ctx, chromedp.Evaluate(`document.documentElement.scrollWidth <= window.innerWidth + 1`, &fits)); err != nil {
		t.Fatal(err)
	}
	if !fits {
		t.Error("the page is wider than the window: a long name pushed the layout off screen")
	}
}

// When the server stops, its event streams end with a final event "end"
// ({"reason":"shutdown"}): the page says the server is stopping, not that
// the reader is offline, and keeps saying so while its reconnects are
// refused (503 shutting_down).
func TestBrowserSaysTheServerIsStoppingAfterTheStreamsEnd(t *testing.T) {
	bin := chromiumPath(t)
	e := newEnv(t, envOptions{})
	_, key := e.firm("Browser firm")
	m := e.createMatter(key, "A matter open when the server stops")
	h := web.New(web.Options{Store: e.sys.Store, Pool: e.pool, Views: e.sys.Views, Logger: apptest.QuietLogger(),
		EventInterval: 20 * time.Millisecond})
	srv := httptest.NewServer(h)
	defer srv.Close()
	defer srv.CloseClientConnections()
	h.Events().Start(context.Background())
	<-h.Events().Started()
	defer func() { _ = h.Events().Stop() }()

	ctx, closeBrowser := browser(t, bin, 2*time.Minute)
	defer closeBrowser()

	banner := `!document.querySelector("#offline").classList.contains("hidden")`
	if err := chromedp.Run(ctx,
		chromedp.Navigate(srv.URL+"/#key="+key+"&"+m.ID),
		waitJS("the matter's state over its event stream", `!!S.state && S.state.matter_id === `+strconv.Quote(m.ID)),
	); err != nil {
		t.Fatal(err)
	}
	if err := h.Events().Stop(); err != nil {
		t.Fatal(err)
	}
	var text, status string
	if err := chromedp.Run(ctx,
		waitJS("the banner after the stream's end", banner),
		chromedp.Text(`#offline`, &text, chromedp.ByQuery),
		chromedp.Text(`.briefhead .status`, &status, chromedp.ByQuery),
	); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{text, status} {
		if !strings.Contains(s, "stopping") || strings.Contains(s, "Offline") {
			t.Errorf("after the server's end event the page says %q, want that the server is stopping", s)
		}
	}
	// A reconnect refused with 503 shutting_down: still stopping, not offline.
	if err := chromedp.Run(ctx,
		waitJS("a reconnect refused", `S.refusals > 0`),
		chromedp.Text(`#offline`, &text, chromedp.ByQuery),
	); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "stopping") {
		t.Errorf("after a refused reconnect the page says %q, want that the server is stopping", text)
	}
}

// browser starts a headless chromium at bin for the test, its context
// bounded by timeout; closeBrowser ends it (deferred before the server's
// own closing, so the page is gone before the server stops).
func browser(t *testing.T, bin string, timeout time.Duration) (ctx context.Context, closeBrowser func()) {
	profile := browserProfile(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(bin), chromedp.NoSandbox,
		chromedp.Flag("disable-gpu", true), chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(profile), chromedp.WindowSize(1280, 900))
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	ctx, cancel := context.WithTimeout(ctx, timeout)
	return ctx, func() { cancel(); cancelC(); cancelA() }
}

// browserProfile makes chromium's profile directory. It is not t.TempDir:
// chromium's helper processes can still be writing into it for a moment
// after the browser has gone, and t.TempDir's cleanup fails the test on
// the first "directory not empty"; this one retries the removal for a
// few seconds and only logs what it could not remove.
func browserProfile(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "pramaan-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		deadline := time.Now().Add(5 * time.Second)
		for {
			err := os.RemoveAll(dir)
			if err == nil {
				return
			}
			if time.Now().After(deadline) {
				t.Logf("chromium's profile %s was left behind: %v", dir, err)
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	})
	return dir
}

// waitJS polls a JavaScript condition every 50 ms until it holds.
func waitJS(what, expr string) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		for {
			var ok bool
			if err := chromedp.Evaluate(expr, &ok).Do(ctx); err != nil {
				return fmt.Errorf("%s: %w", what, err)
			}
			if ok {
				return nil
			}
			select {
			case <-ctx.Done():
				return fmt.Errorf("waiting for %s: %w", what, ctx.Err())
			case <-time.After(50 * time.Millisecond):
			}
		}
	})
}
