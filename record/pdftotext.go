package record

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// havePdftotext reports whether poppler's pdftotext is on PATH. It looks
// every time (a stat per PATH entry), so PATH changes take effect.
func havePdftotext() bool {
	_, err := exec.LookPath("pdftotext")
	return err == nil
}

// HaveOCR reports whether pages without a text layer can be OCR'd here:
// pdftoppm (poppler-utils) and tesseract are both on PATH.
func HaveOCR() bool {
	_, err1 := exec.LookPath("pdftoppm")
	_, err2 := exec.LookPath("tesseract")
	return err1 == nil && err2 == nil
}

// pdftotext extracts every page with poppler. The text goes to stdout, one
// form feed after each page, so splitting on form feeds gives exact page
// numbers: a blank page is an empty string, and the form feed after the last
// page does not make an extra page. pdfinfo, when present, gives the page
// count first (to refuse files with too many pages before extracting) and
// cross-checks the split.
func (e *Extractor) pdftotext(ctx context.Context, src *source) ([]Page, error) {
	if !havePdftotext() {
		return nil, unreadablef("cannot extract: pdftotext is not installed (Debian package poppler-utils)")
	}
	path, err := src.path()
	if err != nil {
		return nil, err
	}
	want := -1
	if _, err := exec.LookPath("pdfinfo"); err == nil {
		res, err := run(ctx, 1<<20, e.maxToolMemory(), nil, "pdfinfo", path)
		if err != nil {
			return nil, popplerError(ctx, "pdfinfo", res, err)
		}
		want = pdfinfoPages(res.stdout)
		if want == 0 {
			return nil, unreadablef("corrupt PDF: no pages")
		}
		if want > e.maxPages() {
			return nil, unreadablef("too many pages: %d, the limit is %d", want, e.maxPages())
		}
	}
	if k := e.chunks(want); k > 1 {
		return e.pdftotextChunks(ctx, path, want, k)
	}
	pages, err := e.pdftotextRange(ctx, path, 1, e.maxPages()+1, e.maxTextBytes())
	if err != nil {
		return nil, err
	}
	if len(pages) > e.maxPages() {
		return nil, unreadablef("too many pages: more than %d", e.maxPages())
	}
	if want >= 0 && want != len(pages) {
		return nil, unreadablef("corrupt PDF: pdfinfo counts %d pages but pdftotext produced %d", want, len(pages))
	}
	return pages, nil
}

// minChunkPages is the fewest pages worth a pdftotext process of their own.
const minChunkPages = 64

// chunks is how many pdftotext processes share a file of n pages (n < 0:
// unknown, one process).
func (e *Extractor) chunks(n int) int {
	w := e.Workers
	if w <= 0 {
		w = min(runtime.GOMAXPROCS(0), 4)
	}
	return max(1, min(w, n/minChunkPages))
}

// pdftotextRange runs pdftotext on pages first..last and splits its output.
func (e *Extractor) pdftotextRange(ctx context.Context, path string, first, last int, limit int64) ([]Page, error) {
	args := []string{"-enc", "UTF-8", "-f", strconv.Itoa(first), "-l", strconv.Itoa(last)}
	if e.Layout {
		args = append(args, "-layout")
	}
	args = append(args, path, "-")
	res, err := run(ctx, limit, e.maxToolMemory(), nil, "pdftotext", args...)
	if err != nil {
		return nil, popplerError(ctx, "pdftotext", res, err)
	}
	return splitPages(res.stdout), nil
}

// pdftotextChunks extracts a file of n pages (counted by pdfinfo) as k
// contiguous page ranges in parallel. Each range must yield exactly its
// pages, so numbering stays exact; the text bound holds for the whole file.
func (e *Extractor) pdftotextChunks(ctx context.Context, path string, n, k int) ([]Page, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type chunk struct {
		first, last int
		pages       []Page
		err         error
	}
	cs := make([]chunk, k)
	var wg sync.WaitGroup
	for i := range cs {
		cs[i].first = 1 + i*n/k
		cs[i].last = (i + 1) * n / k
		wg.Add(1)
		go func(c *chunk) {
			defer wg.Done()
			c.pages, c.err = e.pdftotextRange(ctx, path, c.first, c.last, e.maxTextBytes())
			if c.err == nil && len(c.pages) != c.last-c.first+1 {
				c.err = unreadablef("corrupt PDF: pdfinfo counts %d pages but pdftotext produced %d for pages %d-%d",
					n, len(c.pages), c.first, c.last)
			}
			if c.err != nil {
				cancel() // the file is unreadable: stop the other ranges
			}
		}(&cs[i])
	}
	wg.Wait()
	// Report the error that caused the others to stop, not their cancellation.
	var firstErr error
	for _, c := range cs {
		if c.err != nil && !errors.Is(c.err, context.Canceled) {
			return nil, c.err
		}
		if c.err != nil && firstErr == nil {
			firstErr = c.err
		}
	}
	if firstErr != nil {
		return nil, firstErr
	}
	pages := make([]Page, 0, n)
	var total int64
	for _, c := range cs {
		for _, p := range c.pages {
			total += int64(len(p.Text))
			pages = append(pages, p)
		}
	}
	if total > e.maxTextBytes() {
		return nil, unreadablef("too much text: pdftotext output exceeds the limit")
	}
	if len(pages) != n {
		return nil, unreadablef("corrupt PDF: pdfinfo counts %d pages but pdftotext produced %d", n, len(pages))
	}
	return pages, nil
}

// splitPages splits pdftotext's output on form feeds.
func splitPages(out []byte) []Page {
	if len(out) == 0 {
		return nil
	}
	parts := bytes.Split(out, []byte{'\f'})
	// Every page is followed by a form feed, so the last part is what comes
	// after the last page: nothing (or a stray newline).
	if last := parts[len(parts)-1]; len(bytes.TrimSpace(last)) == 0 {
		parts = parts[:len(parts)-1]
	}
	pages := make([]Page, len(parts))
	for i, p := range parts {
		pages[i] = Page{Number: i + 1, Text: string(p)}
	}
	return pages
}

// pdfinfoPages reads "Pages: N" from pdfinfo's output; -1 when absent.
func pdfinfoPages(out []byte) int {
	for _, l := range strings.Split(string(out), "\n") {
		if v, ok := strings.CutPrefix(l, "Pages:"); ok {
			if n, err := strconv.Atoi(strings.TrimSpace(v)); err == nil {
				return n
			}
		}
	}
	return -1
}

// popplerError turns a poppler tool's failure into a reason.
func popplerError(ctx context.Context, tool string, res toolResult, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if errors.Is(err, errOutputLimit) {
		return unreadablef("too much text: %s output exceeds the limit", tool)
	}
	msg := strings.ToLower(res.stderr)
	switch {
	case strings.Contains(msg, "incorrect password"), strings.Contains(msg, "password"):
		return unreadablef("encrypted: password required")
	case strings.Contains(msg, "encrypt"):
		return unreadablef("encrypted: %s", firstLine(res.stderr))
	case strings.Contains(msg, "wrong page range"):
		return unreadablef("corrupt PDF: no pages")
	case res.code == 3:
		return unreadablef("encrypted: the document does not permit copying its text")
	case res.code >= 0:
		line := firstLine(lastLines(res.stderr))
		if line == "" {
			line = fmt.Sprintf("%s exited with status %d", tool, res.code)
		}
		return unreadablef("corrupt PDF: %s", line)
	}
	return fmt.Errorf("%s: %w", tool, err)
}

// lastLines keeps the last meaningful line of poppler's stderr: its final
// complaint ("Couldn't find trailer dictionary") comes after the warnings.
func lastLines(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if l := strings.TrimSpace(lines[i]); l != "" {
			return l
		}
	}
	return ""
}

// sparsePages counts the pages with fewer than min letters and digits.
func sparsePages(pages []Page, min int) int {
	n := 0
	for _, p := range pages {
		if textChars(p.Text) < min {
			n++
		}
	}
	return n
}

// textChars counts the letters and digits of s.
func textChars(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
		}
	}
	return n
}

// ocrSparse OCRs the pages with (almost) no text layer, up to OCRMaxPages,
// in place. It returns how many pages took OCR text, and a note on why the
// others did not.
func (e *Extractor) ocrSparse(ctx context.Context, src *source, pages []Page) (done int, note string, timedOut bool) {
	// Every page without a usable text layer starts as not reached; the loop
	// below says what became of each it gets to.
	for i := range pages {
		if textChars(pages[i].Text) < e.ocrMinChars() {
			pages[i].Status = PageNotReached
		}
	}
	if !HaveOCR() {
		return 0, "OCR unavailable: install poppler-utils and tesseract-ocr", false
	}
	path, err := src.path()
	if err != nil {
		return 0, "OCR failed: " + err.Error(), false
	}
	dir, err := os.MkdirTemp("", "pramaan-ocr-*")
	if err != nil {
		return 0, "OCR failed: " + err.Error(), false
	}
	defer os.RemoveAll(dir)
	tried := 0
	note = "OCR found no text"
	for i := range pages {
		have := textChars(pages[i].Text)
		if have >= e.ocrMinChars() {
			continue
		}
		if tried >= e.ocrMaxPages() {
			note = fmt.Sprintf("OCR stopped after %d pages", tried)
			break
		}
		if ctx.Err() != nil {
			note, timedOut = "OCR ran out of time", true
			break
		}
		tried++
		text, err := e.ocrPage(ctx, path, dir, pages[i].Number)
		if err != nil {
			if ctx.Err() != nil {
				note, timedOut = "OCR ran out of time", true
				break
			}
			note = "OCR failed: " + err.Error()
			pages[i].Status = PageFailed
			continue
		}
		pages[i].Status = PageRead
		if text = normalizeText(text); textChars(text) > have {
			pages[i].Text, pages[i].OCR, pages[i].Status = text, true, PageOCR
			done++
		}
	}
	return done, note, timedOut
}

// ocrPage renders one page to PNG and reads it with tesseract.
func (e *Extractor) ocrPage(ctx context.Context, pdf, dir string, n int) (string, error) {
	prefix := filepath.Join(dir, "p"+strconv.Itoa(n))
	num := strconv.Itoa(n)
	if _, err := run(ctx, 1<<20, e.maxToolMemory(), nil, "pdftoppm", "-r", strconv.Itoa(e.ocrDPI()), "-f", num, "-l", num,
		"-singlefile", "-gray", "-png", pdf, prefix); err != nil {
		return "", fmt.Errorf("render page %d: %w", n, err)
	}
	png := prefix + ".png"
	defer os.Remove(png)
	// One thread: the machine is shared, and pages are done one at a time.
	res, err := run(ctx, e.maxTextBytes(), e.maxToolMemory(), []string{"OMP_THREAD_LIMIT=1"}, "tesseract", png, "stdout", "-l", e.lang())
	if err != nil {
		return "", fmt.Errorf("tesseract page %d: %w", n, err)
	}
	return string(res.stdout), nil
}
