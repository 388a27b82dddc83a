package record

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// backends are the extractors every extraction test runs against.
func backends(t *testing.T) []string {
	t.Helper()
	if !havePdftotext() {
		if os.Getenv("CI") == "true" {
			t.Fatal("pdftotext is not installed; CI installs poppler-utils (scripts/deps.sh)")
		}
		t.Log("pdftotext is not installed: testing the pure-Go backend only")
		return []string{BackendGo}
	}
	return []string{BackendPdftotext, BackendGo}
}

func TestPageNumbersExactAcrossBlankPages(t *testing.T) {
	t.Parallel()
	// Blank pages at the start, in the middle and at the end.
	data := textPDF(t, "", "Alpha page two", "", "", "Epsilon page five\nsecond line", "", "")
	for _, b := range backends(t) {
		t.Run(b, func(t *testing.T) {
			x := (&Extractor{Backend: b}).Extract(context.Background(), data)
			if x.Status != StatusExtracted {
				t.Fatalf("status %s: %s", x.Status, x.Reason)
			}
			if len(x.Pages) != 7 {
				t.Fatalf("got %d pages, want 7: %#v", len(x.Pages), x.Pages)
			}
			want := map[int]string{2: "Alpha page two", 5: "Epsilon page five\nsecond line"}
			for i, p := range x.Pages {
				if p.Number != i+1 {
					t.Errorf("page %d numbered %d", i+1, p.Number)
				}
				if p.Text != want[p.Number] {
					t.Errorf("page %d text %q, want %q", p.Number, p.Text, want[p.Number])
				}
				if p.OCR {
					t.Errorf("page %d marked OCR", p.Number)
				}
			}
			if x.SHA256 == "" || len(x.SHA256) != 64 {
				t.Errorf("sha256 %q", x.SHA256)
			}
		})
	}
}

func TestSplitPages(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		out  string
		want []string
	}{
		{"", nil},
		{"a\n\f", []string{"a\n"}},
		{"\f\f", []string{"", ""}},
		{"a\fb\f\f", []string{"a", "b", ""}},
		{"a\fb\f\n", []string{"a", "b"}},
	} {
		got := splitPages([]byte(c.out))
		if len(got) != len(c.want) {
			t.Errorf("split %q: %d pages, want %d", c.out, len(got), len(c.want))
			continue
		}
		for i := range got {
			if got[i].Text != c.want[i] || got[i].Number != i+1 {
				t.Errorf("split %q: page %d = %+v, want %q", c.out, i+1, got[i], c.want[i])
			}
		}
	}
}

func TestUnreadableFiles(t *testing.T) {
	t.Parallel()
	good := textPDF(t, "The complaint was filed on March 3, 2021.", "Second page.")
	corrupt := []byte("%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\ngarbage garbage \x00\x01\x02 garbage\ntrailer\n<< /Root 77 0 R >>\nstartxref\n999999\n%%EOF\n")
	cases := []struct {
		name   string
		data   []byte
		reason string // substring of the reason
	}{
		{"zero-byte", nil, "empty file"},
		{"non-PDF", []byte("PK\x03\x04 this is a Word document, not a PDF at all\n"), "not a PDF"},
		{"plain text", []byte("Dear counsel,\nplease find attached.\n"), "not a PDF"},
		{"truncated", good[:len(good)/2], "truncated"},
		{"truncated, then padded", append(good[:len(good)/2:len(good)/2], make([]byte, 4096)...), "truncated"},
		{"corrupt", corrupt, "corrupt PDF"},
		{"encrypted", encryptedPDF(t), "encrypted: password required"},
	}
	for _, b := range backends(t) {
		for _, c := range cases {
			t.Run(b+"/"+c.name, func(t *testing.T) {
				x := (&Extractor{Backend: b}).Extract(context.Background(), c.data)
				if x.Status != StatusUnreadable {
					t.Fatalf("status %q (pages %d), want unreadable", x.Status, len(x.Pages))
				}
				if !strings.Contains(x.Reason, c.reason) {
					t.Fatalf("reason %q, want it to mention %q", x.Reason, c.reason)
				}
				if len(x.SHA256) != 64 {
					t.Errorf("sha256 %q", x.SHA256)
				}
			})
		}
	}
}

func TestBounds(t *testing.T) {
	t.Parallel()
	data := textPDF(t, "one", "two", "three", "four")
	for _, b := range backends(t) {
		t.Run(b, func(t *testing.T) {
			for _, c := range []struct {
				name   string
				ex     Extractor
				reason string
			}{
				{"pages", Extractor{MaxPages: 3}, "too many pages"},
				{"bytes", Extractor{MaxBytes: int64(len(data) - 1)}, "too large"},
				{"text", Extractor{MaxTextBytes: 5}, "too much text"},
			} {
				c.ex.Backend = b
				x := c.ex.Extract(context.Background(), data)
				if x.Status != StatusUnreadable || !strings.Contains(x.Reason, c.reason) {
					t.Errorf("%s: status %q reason %q, want unreadable with %q", c.name, x.Status, x.Reason, c.reason)
				}
			}
			// Padding after %%EOF (some scanners and downloads add it) is fine.
			padded := append(append([]byte{}, data...), make([]byte, 5000)...)
			if x := (&Extractor{Backend: b}).Extract(context.Background(), padded); x.Status != StatusExtracted || len(x.Pages) != 4 {
				t.Errorf("NUL padding after %%%%EOF: %q %q", x.Status, x.Reason)
			}
			// Within bounds the same file reads.
			x := (&Extractor{Backend: b, MaxPages: 4, MaxBytes: int64(len(data))}).Extract(context.Background(), data)
			if x.Status != StatusExtracted || len(x.Pages) != 4 {
				t.Errorf("within bounds: %q %q %d pages", x.Status, x.Reason, len(x.Pages))
			}
		})
	}
}

// fakeTool puts a shell script named name first on PATH (alone: the real
// pdfinfo is hidden too).
func fakeTool(t *testing.T, name, script string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"+script), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tool := range []string{"sh", "sleep", "head", "yes"} {
		p, err := exec.LookPath(tool)
		if err != nil {
			t.Fatalf("%s: %v", tool, err)
		}
		if err := os.Symlink(p, filepath.Join(dir, tool)); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", dir)
}

// A wedged pdftotext (and a child it started) is killed at the timeout, and
// the file ends unreadable. Not parallel: it changes PATH.
func TestHostileToolIsKilled(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "child.pid")
	fakeTool(t, "pdftotext", "sleep 300 &\necho $! > "+pidFile+"\nsleep 300\n")
	x := (&Extractor{Backend: BackendPdftotext, Timeout: 300 * time.Millisecond}).Extract(context.Background(), textPDF(t, "x"))
	if x.Status != StatusUnreadable || !strings.Contains(x.Reason, "timed out") {
		t.Fatalf("status %q reason %q, want unreadable: timed out", x.Status, x.Reason)
	}
	raw, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatalf("the fake tool did not start its child: %v", err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(raw)))
	if err != nil {
		t.Fatalf("child pid %q: %v", raw, err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for alive(pid) {
		if time.Now().After(deadline) {
			_ = syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("the tool's child %d outlived the timeout: the process group was not killed", pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestHostileToolOutputIsBounded(t *testing.T) {
	fakeTool(t, "pdftotext", "yes 'all work and no play' | head -c 50000000\n")
	x := (&Extractor{Backend: BackendPdftotext, MaxTextBytes: 1 << 20}).Extract(context.Background(), textPDF(t, "x"))
	if x.Status != StatusUnreadable || !strings.Contains(x.Reason, "too much text") {
		t.Fatalf("status %q reason %q, want unreadable: too much text", x.Status, x.Reason)
	}
}

// alive reports whether pid runs (a zombie counts as dead).
func alive(pid int) bool {
	if err := syscall.Kill(pid, 0); err != nil {
		return false
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(stat)
	if i := strings.LastIndexByte(s, ')'); i >= 0 && len(s) > i+2 {
		return s[i+2] != 'Z'
	}
	return true
}

func TestAutoBackendFallsBackToGo(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	x := (&Extractor{}).Extract(context.Background(), textPDF(t, "Only the Go reader is here.", ""))
	if x.Status != StatusExtracted || x.Extractor != "go-pdf" {
		t.Fatalf("status %q extractor %q reason %q", x.Status, x.Extractor, x.Reason)
	}
	if len(x.Pages) != 2 || x.Pages[0].Text != "Only the Go reader is here." || x.Pages[1].Text != "" {
		t.Fatalf("pages %#v", x.Pages)
	}
	// pdftotext asked for by name and missing: unreadable, with the reason.
	x = (&Extractor{Backend: BackendPdftotext}).Extract(context.Background(), textPDF(t, "x"))
	if x.Status != StatusUnreadable || !strings.Contains(x.Reason, "pdftotext is not installed") {
		t.Fatalf("status %q reason %q", x.Status, x.Reason)
	}
	// A nil *Extractor is the zero Extractor.
	var none *Extractor
	if x := none.Extract(context.Background(), textPDF(t, "nil works")); x.Status != StatusExtracted || x.Pages[0].Text != "nil works" {
		t.Fatalf("nil extractor: %+v", x)
	}
}

func TestScannedPageIsOCRd(t *testing.T) {
	t.Parallel()
	data, ok := scannedPDF(t)
	if !ok {
		if os.Getenv("CI") == "true" {
			t.Fatal("pdftoppm is not installed; CI installs poppler-utils (scripts/deps.sh)")
		}
		t.Skip("pdftoppm is not installed: cannot make a scanned page")
	}
	ex := &Extractor{OCR: true}
	x := ex.Extract(context.Background(), data)
	if x.Status != StatusExtracted || len(x.Pages) != 3 {
		t.Fatalf("status %q reason %q pages %d", x.Status, x.Reason, len(x.Pages))
	}
	if x.Pages[0].Text != "Exhibit A follows." || x.Pages[2].Text != "End of exhibit." || x.Pages[0].OCR || x.Pages[2].OCR {
		t.Errorf("text pages: %#v", x.Pages)
	}
	scan := x.Pages[1]
	if !HaveOCR() {
		if os.Getenv("CI") == "true" {
			t.Fatal("tesseract is not installed; CI installs tesseract-ocr (scripts/deps.sh)")
		}
		t.Logf("tesseract is not installed: checking only that the scanned page is marked as having no text but its stamp")
		if scan.Text != "ACME000124" || scan.OCR {
			t.Fatalf("scanned page without OCR: %+v", scan)
		}
		return
	}
	if !scan.OCR {
		t.Fatalf("scanned page not marked OCR: %+v", scan)
	}
	got := strings.Join(strings.Fields(scan.Text), " ")
	for _, w := range []string{"hearing is set for March 3, 2021", "Alvarez"} {
		if !strings.Contains(got, w) {
			t.Errorf("OCR text %q lacks %q", got, w)
		}
	}
	if !strings.HasSuffix(x.Extractor, "+ocr") {
		t.Errorf("extractor %q, want +ocr", x.Extractor)
	}
	// With OCR off the page is there with its stamp only, and not marked.
	x = (&Extractor{}).Extract(context.Background(), data)
	if x.Status != StatusExtracted || len(x.Pages) != 3 || x.Pages[1].Text != "ACME000124" || x.Pages[1].OCR {
		t.Fatalf("OCR off: %q %q %#v", x.Status, x.Reason, x.Pages)
	}
}

// Reading order keeps a column's sentence in one piece; -layout puts the two
// columns side by side on each line. Reading order is the default.
func TestReadingOrderAndLayout(t *testing.T) {
	t.Parallel()
	if !havePdftotext() {
		t.Skip("pdftotext is not installed")
	}
	data := twoColumnPDF(t)
	x := (&Extractor{}).Extract(context.Background(), data)
	flat := strings.Join(strings.Fields(x.Pages[0].Text), " ")
	for _, s := range []string{
		"The plaintiff filed the complaint on March 3, 2021 in Travis County.",
		"The defendant answered the complaint on April 9, 2021 and denied it.",
		"seeks damages for the late deliveries made through the summer months of that year.",
	} {
		if !strings.Contains(flat, s) {
			t.Errorf("reading order: %q lacks the sentence %q", x.Pages[0].Text, s)
		}
	}
	x = (&Extractor{Layout: true}).Extract(context.Background(), data)
	first := strings.SplitN(x.Pages[0].Text, "\n", 2)[0]
	if !strings.Contains(first, "The plaintiff filed the") || !strings.Contains(first, "The defendant answered the") {
		t.Errorf("layout: first line %q, want both columns", first)
	}
}

// Not parallel: it changes directory.
func TestExtractFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.pdf")
	data := textPDF(t, "From a file.")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	// A file whose name looks like an option is still a file to the tools.
	t.Chdir(dir)
	if err := os.WriteFile(filepath.Join(dir, "-v"), data, 0o600); err != nil {
		t.Fatal(err)
	}
	if x, err := (&Extractor{}).ExtractFile(context.Background(), "-v"); err != nil || x.Status != StatusExtracted {
		t.Fatalf("file named -v: %v %+v", err, x)
	}
	x, err := (&Extractor{}).ExtractFile(context.Background(), path)
	if err != nil || x.Status != StatusExtracted || x.Pages[0].Text != "From a file." {
		t.Fatalf("%v %+v", err, x)
	}
	if y := (&Extractor{}).Extract(context.Background(), data); y.SHA256 != x.SHA256 {
		t.Errorf("sha256 differs between Extract and ExtractFile")
	}
	if _, err := (&Extractor{}).ExtractFile(context.Background(), filepath.Join(dir, "missing.pdf")); !os.IsNotExist(unwrapAll(err)) {
		t.Errorf("missing file: %v", err)
	}
}

func unwrapAll(err error) error {
	for {
		u, ok := err.(interface{ Unwrap() error })
		if !ok {
			return err
		}
		err = u.Unwrap()
	}
}

// A 500-page document extracts within bounded memory: the text is split
// page by page, never copied around whole many times over.
func TestFiveHundredPagesBoundedMemory(t *testing.T) {
	data := bigPDF(t, 500)
	for _, b := range backends(t) {
		t.Run(b, func(t *testing.T) {
			runtime.GC()
			var before runtime.MemStats
			runtime.ReadMemStats(&before)
			stop := make(chan struct{})
			peak := make(chan uint64)
			go func() {
				var max uint64
				var m runtime.MemStats
				tick := time.NewTicker(5 * time.Millisecond)
				defer tick.Stop()
				for {
					runtime.ReadMemStats(&m)
					max = maxu(max, m.HeapAlloc)
					select {
					case <-stop:
						peak <- max
						return
					case <-tick.C:
					}
				}
			}()
			x := (&Extractor{Backend: b}).Extract(context.Background(), data)
			close(stop)
			p := <-peak
			grown := int64(p) - int64(before.HeapAlloc)
			t.Logf("%s: 500 pages, %d bytes of PDF, peak heap growth %.1f MB", b, len(data), float64(grown)/(1<<20))
			if x.Status != StatusExtracted || len(x.Pages) != 500 {
				t.Fatalf("status %q reason %q pages %d", x.Status, x.Reason, len(x.Pages))
			}
			// Every page carries its own number: the parallel ranges of
			// pdftotext (Workers) must stitch back in order.
			for i, p := range x.Pages {
				if !strings.HasSuffix(p.Text, "Page marker "+strconv.Itoa(i+1)) {
					t.Fatalf("page %d ends %q", i+1, tail(p.Text))
				}
			}
			if grown > 200<<20 {
				t.Errorf("peak heap grew by %d MB, want < 200 MB", grown>>20)
			}
		})
	}
}

func maxu(a, b uint64) uint64 {
	if a > b {
		return a
	}
	return b
}

func tail(s string) string {
	if len(s) > 40 {
		return s[len(s)-40:]
	}
	return s
}

func TestNormalizeText(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{" \n\t \f ", ""},
		{"a  b\t\tc\u00a0\u2003d", "a b c d"},
		{"line one   \n   line two", "line one\nline two"},
		{"para\n\n\n\n\nnext", "para\n\nnext"},
		{"crlf\r\nnext\rthird", "crlf\nnext\nthird"},
		{"ﬁnal ﬂow", "final flow"},
		{"soft\u00adhyphen", "softhyphen"},
		{"self-\nexecuting", "self-\nexecuting"},
		{"nul\x00byte\x07bell", "nulbytebell"},
		{"bad \xff utf8", "bad \ufffd utf8"},
		{"e\u0301", "\u00e9"}, // NFC
	} {
		if got := normalizeText(c.in); got != c.want {
			t.Errorf("normalizeText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// OCR that runs out of time (a wedged tesseract, killed) leaves the text
// pages read and the scanned page as its text layer left it. Not parallel:
// it changes PATH.
func TestOCRRunsOutOfTime(t *testing.T) {
	data, ok := scannedPDF(t)
	if !ok || !havePdftotext() {
		t.Skip("poppler-utils are not installed")
	}
	dir := t.TempDir()
	for _, tool := range []string{"pdftotext", "pdfinfo", "pdftoppm", "sh", "sleep"} {
		p, err := exec.LookPath(tool)
		if err != nil {
			t.Fatalf("%s: %v", tool, err)
		}
		if err := os.Symlink(p, filepath.Join(dir, tool)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "tesseract"), []byte("#!/bin/sh\nsleep 300\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	x := (&Extractor{OCR: true, Timeout: 5 * time.Second}).Extract(context.Background(), data)
	if x.Status != StatusExtracted || len(x.Pages) != 3 {
		t.Fatalf("status %q reason %q pages %d", x.Status, x.Reason, len(x.Pages))
	}
	if x.Pages[0].Text != "Exhibit A follows." || x.Pages[1].Text != "ACME000124" || x.Pages[1].OCR || x.Extractor != "pdftotext" {
		t.Fatalf("pages %#v, extractor %q", x.Pages, x.Extractor)
	}
}
