package record

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Extraction statuses, as stored in record.extractions and record.documents.
const (
	StatusStored     = "stored"     // a document whose text is not extracted yet
	StatusExtracted  = "extracted"  // text by page is available
	StatusUnreadable = "unreadable" // Reason says why
)

// Extractor backends (Extractor.Backend).
const (
	// BackendAuto uses pdftotext when it is on PATH and the pure-Go reader
	// otherwise.
	BackendAuto = ""
	// BackendPdftotext uses poppler's pdftotext (and pdfinfo when present);
	// the file is unreadable when the binary is missing.
	BackendPdftotext = "pdftotext"
	// BackendGo uses the pure-Go reader (github.com/ledongthuc/pdf) page by
	// page inside recover(), whatever is installed. Slower and weaker on
	// unusual fonts; it exists for machines without poppler and for the
	// benchmark that compares the two.
	BackendGo = "go"
)

// Default bounds of the zero Extractor.
const (
	DefaultTimeout      = 2 * time.Minute
	DefaultMaxBytes     = 128 << 20 // 128 MiB
	DefaultMaxPages     = 5000
	DefaultMaxTextBytes = 64 << 20 // 64 MiB of text out of one PDF
	DefaultOCRMaxPages  = 200
	DefaultOCRDPI       = 200
	DefaultOCRMinChars  = 40
	// DefaultMaxToolMemory is each external tool's address space: poppler
	// and tesseract read a normal page in a few hundred MiB.
	DefaultMaxToolMemory = 2 << 30
)

// Page statuses (Page.Status): what became of one page.
const (
	PageRead       = "read"        // its text layer was read (it may be blank)
	PageOCR        = "ocr"         // no usable text layer: OCR of the rendered page read it
	PageFailed     = "failed"      // no usable text layer, and OCR of it failed
	PageNotReached = "not_reached" // no usable text layer, and OCR never got to it (time or page bound)
)

// Page is the text of one page. Number counts from 1 and is the page's
// position in the PDF: a blank page is a page with empty Text, never skipped.
type Page struct {
	Number int    `db:"page"`
	Text   string `db:"text"`
	OCR    bool   `db:"ocr"`    // the text came from OCR of the rendered page (no text layer)
	Status string `db:"status"` // PageRead, PageOCR, PageFailed or PageNotReached
}

// Extraction is the outcome of reading one PDF's text. It is a value, never
// an error: a file that cannot be read has Status "unreadable" and a Reason a
// person can act on ("encrypted: password required").
type Extraction struct {
	SHA256    string `db:"sha256"`    // hex sha256 of the file's bytes
	Status    string `db:"status"`    // StatusExtracted or StatusUnreadable
	Reason    string `db:"reason"`    // why the file is unreadable; empty when extracted
	Pages     []Page `db:"-"`         // in page order, Pages[i].Number == i+1
	Extractor string `db:"extractor"` // "pdftotext", "pdftotext+ocr", "go-pdf", "go-pdf+ocr"
	// Transient: the outcome depends on the moment, not on the file (time
	// ran out, the caller cancelled, OCR did not reach every page in time).
	// Such an outcome is never cached; reading it again may do better.
	Transient bool `db:"-"`
}

// UnreadPages returns the numbers of the pages whose text could not be read
// (OCR failed or never reached them).
func (x Extraction) UnreadPages() []int {
	var out []int
	for _, p := range x.Pages {
		if p.Status == PageFailed || p.Status == PageNotReached {
			out = append(out, p.Number)
		}
	}
	return out
}

// Extractor reads the text of PDFs page by page. The zero value is ready to
// use: pdftotext when installed (else the pure-Go reader), plain reading
// order, no OCR, and the Default* bounds. It is safe for concurrent use.
//
// Text is normalised (see normalizeText): NFC, one space for every run of
// blanks, line breaks kept, at most one empty line in a row, soft hyphens and
// control characters removed, ligatures expanded. Hyphens at line ends are
// kept: joining "self-\nexecuting" or "March 3-\n5" is not safe to guess.
type Extractor struct {
	// Backend selects the text extractor: BackendAuto (""), BackendPdftotext
	// or BackendGo. The benchmark times Extractor{} against
	// Extractor{Backend: BackendGo} on the same file.
	Backend string
	// Layout runs pdftotext with -layout (physical layout: columns side by
	// side, padded with spaces). The default is reading order, which keeps a
	// sentence of a two-column page in one piece; sentence extraction wants
	// that.
	Layout bool
	// Workers is how many pdftotext processes share one large file (each
	// takes a contiguous range of at least 64 pages, counted by pdfinfo).
	// Zero means GOMAXPROCS, at most 4; 1 means one process per file.
	Workers int
	// Timeout bounds the whole extraction of one file, OCR included.
	// Zero means DefaultTimeout.
	Timeout time.Duration
	// MaxBytes is the largest file read; a larger one is unreadable.
	// Zero means DefaultMaxBytes.
	MaxBytes int64
	// MaxPages is the most pages a file may have; a file with more is
	// unreadable. Zero means DefaultMaxPages.
	MaxPages int
	// MaxTextBytes bounds the text produced from one file. Zero means
	// DefaultMaxTextBytes.
	MaxTextBytes int64
	// OCR renders pages without a text layer (pdftoppm) and reads them with
	// tesseract, when both are on PATH; such pages are marked Page.OCR. Off in
	// the zero value because it costs seconds per page; the product turns it
	// on (NewStore does when given a nil Extractor).
	OCR bool
	// OCRMaxPages bounds how many pages of one file are OCR'd; the rest stay
	// empty. Zero means DefaultOCRMaxPages.
	OCRMaxPages int
	// OCRMinChars: a page with fewer letters and digits than this in its
	// text layer is OCR'd too (a scanned page often carries a stamped Bates
	// number or header as text); the OCR text replaces the text layer when
	// it has more letters and digits. Zero means DefaultOCRMinChars.
	OCRMinChars int
	// OCRDPI is the resolution pages are rendered at for OCR. Zero means
	// DefaultOCRDPI.
	OCRDPI int
	// Lang is tesseract's language; empty means "eng".
	Lang string
	// MaxInflateRatio: a file whose compressed streams inflate to more than
	// this many times its size (past 64 MiB) is refused as a decompression
	// bomb before any reader runs. Zero means DefaultMaxInflateRatio.
	MaxInflateRatio int
	// MaxToolMemory bounds the address space of each external tool
	// (pdftotext, pdfinfo, pdftoppm, tesseract): one file cannot take the
	// machine's memory. Zero means DefaultMaxToolMemory.
	MaxToolMemory int64
}

func (e *Extractor) timeout() time.Duration {
	if e == nil || e.Timeout <= 0 {
		return DefaultTimeout
	}
	return e.Timeout
}

func (e *Extractor) maxBytes() int64 {
	if e == nil || e.MaxBytes <= 0 {
		return DefaultMaxBytes
	}
	return e.MaxBytes
}

func (e *Extractor) maxPages() int {
	if e == nil || e.MaxPages <= 0 {
		return DefaultMaxPages
	}
	return e.MaxPages
}

func (e *Extractor) maxTextBytes() int64 {
	if e == nil || e.MaxTextBytes <= 0 {
		return DefaultMaxTextBytes
	}
	return e.MaxTextBytes
}

func (e *Extractor) ocrMaxPages() int {
	if e == nil || e.OCRMaxPages <= 0 {
		return DefaultOCRMaxPages
	}
	return e.OCRMaxPages
}

func (e *Extractor) ocrMinChars() int {
	if e == nil || e.OCRMinChars <= 0 {
		return DefaultOCRMinChars
	}
	return e.OCRMinChars
}

func (e *Extractor) ocrDPI() int {
	if e == nil || e.OCRDPI <= 0 {
		return DefaultOCRDPI
	}
	return e.OCRDPI
}

func (e *Extractor) maxToolMemory() int64 {
	if e == nil || e.MaxToolMemory <= 0 {
		return DefaultMaxToolMemory
	}
	return e.MaxToolMemory
}

func (e *Extractor) lang() string {
	if e == nil || e.Lang == "" {
		return "eng"
	}
	return e.Lang
}

// source is one PDF being extracted: its bytes through ra, and a path on disk
// for the external tools (made lazily for in-memory data).
type source struct {
	ra   io.ReaderAt
	size int64
	file string // path of the PDF on disk, or "" until materialised
	data []byte // in-memory bytes, when the source came from Extract
	tmp  string // temp file to remove at the end
	end  int64  // where the PDF ends: after its last %%EOF line (padding excluded)
}

func (s *source) path() (string, error) {
	if s.file != "" {
		return s.file, nil
	}
	f, err := os.CreateTemp("", "pramaan-extract-*.pdf")
	if err != nil {
		return "", fmt.Errorf("temp file for extraction: %w", err)
	}
	s.tmp = f.Name()
	if _, err := f.Write(s.data); err != nil {
		f.Close()
		return "", fmt.Errorf("temp file for extraction: %w", err)
	}
	if err := f.Close(); err != nil {
		return "", fmt.Errorf("temp file for extraction: %w", err)
	}
	s.file = s.tmp
	return s.file, nil
}

func (s *source) cleanup() {
	if s.tmp != "" {
		_ = os.Remove(s.tmp)
	}
}

// Extract reads the text of the PDF in data, page by page. It never panics
// and never fails: a file that cannot be read comes back with Status
// "unreadable" and the reason (empty, not a PDF, truncated, encrypted,
// corrupt, too large, too many pages, timed out). Cancelling ctx ends the
// extraction as unreadable too.
func (e *Extractor) Extract(ctx context.Context, data []byte) Extraction {
	sum := sha256.Sum256(data)
	src := &source{ra: bytes.NewReader(data), size: int64(len(data)), data: data}
	defer src.cleanup()
	return e.extract(ctx, hex.EncodeToString(sum[:]), src)
}

// ExtractFile is Extract on a file. It fails only when the file cannot be
// read (missing, permission denied); a bad PDF is an unreadable Extraction.
func (e *Extractor) ExtractFile(ctx context.Context, path string) (Extraction, error) {
	f, err := os.Open(path)
	if err != nil {
		return Extraction{}, fmt.Errorf("extract %s: %w", path, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return Extraction{}, fmt.Errorf("extract %s: %w", path, err)
	}
	if st.IsDir() {
		return Extraction{}, fmt.Errorf("extract %s: is a directory", path)
	}
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return Extraction{}, fmt.Errorf("extract %s: read: %w", path, err)
	}
	// Tools get an absolute path: a name like "-layout.pdf" is no option.
	abs, err := filepath.Abs(path)
	if err != nil {
		return Extraction{}, fmt.Errorf("extract %s: %w", path, err)
	}
	src := &source{ra: f, size: st.Size(), file: abs}
	return e.extract(ctx, hex.EncodeToString(h.Sum(nil)), src), nil
}

func (e *Extractor) extract(ctx context.Context, sha string, src *source) (x Extraction) {
	if e == nil {
		e = &Extractor{}
	}
	x = Extraction{SHA256: sha}
	defer func() {
		// Last line of defence: nothing in here may take the caller down.
		if r := recover(); r != nil {
			x = unreadable(sha, fmt.Sprintf("internal error while reading the PDF: %v", r))
		}
	}()
	if reason := e.sniff(src); reason != "" {
		return unreadable(sha, reason)
	}
	ctx, cancel := context.WithTimeout(ctx, e.timeout())
	defer cancel()
	if err := e.checkInflation(ctx, src); err != nil {
		x := unreadable(sha, e.reason(ctx, err))
		x.Transient = ctx.Err() != nil
		return x
	}

	backend := e.Backend
	if backend == BackendAuto {
		backend = BackendGo
		if havePdftotext() {
			backend = BackendPdftotext
		}
	}
	var (
		pages []Page
		name  string
		err   error
	)
	switch backend {
	case BackendPdftotext:
		name = "pdftotext"
		pages, err = e.pdftotext(ctx, src)
	case BackendGo:
		name = "go-pdf"
		pages, err = e.goPDF(ctx, src)
	default:
		return unreadable(sha, fmt.Sprintf("unknown extractor backend %q", e.Backend))
	}
	if err != nil {
		x := unreadable(sha, e.reason(ctx, err))
		x.Transient = ctx.Err() != nil
		return x
	}
	if len(pages) == 0 {
		return unreadable(sha, "corrupt PDF: no pages")
	}
	for i := range pages {
		pages[i].Number = i + 1
		pages[i].Text = normalizeText(pages[i].Text)
		pages[i].Status = PageRead
	}
	if err := ctx.Err(); err != nil {
		x := unreadable(sha, e.reason(ctx, err))
		x.Transient = true
		return x
	}
	ocrNote := "OCR off"
	if e.OCR && sparsePages(pages, e.ocrMinChars()) > 0 {
		// OCR works within what is left of the timeout; pages it does not
		// reach stay as the text layer left them.
		n, note, timedOut := e.ocrSparse(ctx, src, pages)
		ocrNote = note
		if n > 0 {
			name += "+ocr"
		}
		x.Transient = timedOut
	}
	x.Pages, x.Extractor = pages, name
	if unread := x.UnreadPages(); len(unread) > 0 {
		x.Reason = fmt.Sprintf("%d of %d pages not read (%s): %s", len(unread), len(pages), ocrNote, pageRanges(unread))
	}
	if sparsePages(pages, 1) == len(pages) {
		x.Status = StatusUnreadable
		x.Reason = fmt.Sprintf("no text: %d page(s) without a text layer (%s)", len(pages), ocrNote)
		return x
	}

	x.Status = StatusExtracted
	return x
}

// sniffHead and sniffTail are how much of a file's start and end the sniff
// reads: the %PDF- header may sit anywhere in the first KiB, the %%EOF
// marker is looked for in the last 64 KiB.
const (
	sniffHead = 1024
	sniffTail = 64 << 10
)

// sniffBytes judges a file of size bytes by its first bytes (head, up to
// sniffHead) and its last (tail, up to sniffTail): the reason it is plainly
// not a readable PDF, or "" and where its last %%EOF starts in tail.
func sniffBytes(size int64, head, tail []byte) (string, int) {
	if size == 0 {
		return "empty file (0 bytes)", -1
	}
	if !bytes.Contains(head, []byte("%PDF-")) {
		return "not a PDF: no %PDF- header", -1
	}
	// A complete PDF ends with %%EOF (readers accept it within the last KiB,
	// and padding of blanks or NULs after it). Without it the file was cut
	// short: poppler would rebuild a partial document from what is left,
	// silently missing pages, so refuse it.
	i := bytes.LastIndex(tail, []byte("%%EOF"))
	if i < 0 || (len(tail)-i > 1024 && len(bytes.Trim(tail[i+5:], " \t\r\n\f\x00")) > 0) {
		return "truncated PDF: no %%EOF marker at the end of the file", -1
	}
	return "", i
}

// sniffWriter keeps the first sniffHead and the last sniffTail bytes written
// to it, so a file can be judged as it streams past (Stage).
type sniffWriter struct {
	head, tail []byte
	size       int64
}

func (w *sniffWriter) Write(p []byte) (int, error) {
	w.size += int64(len(p))
	if k := min(sniffHead-len(w.head), len(p)); k > 0 {
		w.head = append(w.head, p[:k]...)
	}
	w.tail = append(w.tail, p...)
	if len(w.tail) > 2*sniffTail {
		w.tail = append(w.tail[:0], w.tail[len(w.tail)-sniffTail:]...)
	}
	return len(p), nil
}

// reason is sniffBytes' verdict on what was written.
func (w *sniffWriter) reason() string {
	tail := w.tail
	if len(tail) > sniffTail {
		tail = tail[len(tail)-sniffTail:]
	}
	r, _ := sniffBytes(w.size, w.head, tail)
	return r
}

// sniff rejects what is plainly not a readable PDF before any tool runs.
func (e *Extractor) sniff(src *source) string {
	if src.size == 0 {
		return "empty file (0 bytes)"
	}
	if src.size > e.maxBytes() {
		return fmt.Sprintf("too large: %d bytes, the limit is %d", src.size, e.maxBytes())
	}
	head := make([]byte, min(sniffHead, src.size))
	if _, err := src.ra.ReadAt(head, 0); err != nil && !errors.Is(err, io.EOF) {
		return fmt.Sprintf("cannot read the file: %v", err)
	}
	n := min(sniffTail, src.size)
	tail := make([]byte, n)
	if _, err := src.ra.ReadAt(tail, src.size-n); err != nil && !errors.Is(err, io.EOF) {
		return fmt.Sprintf("cannot read the file: %v", err)
	}
	reason, i := sniffBytes(src.size, head, tail)
	if reason != "" {
		return reason
	}
	src.end = src.size - n + int64(i) + 5
	for src.end < src.size && (tail[src.end-(src.size-n)] == '\r' || tail[src.end-(src.size-n)] == '\n') {
		src.end++
	}
	return ""
}

// reason turns an extraction error into the reason shown to counsel.
func (e *Extractor) reason(ctx context.Context, err error) string {
	var u *unreadableError
	switch {
	case errors.As(err, &u):
		return u.reason
	case errors.Is(ctx.Err(), context.DeadlineExceeded) || errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("timed out: extraction took longer than %s", e.timeout())
	case errors.Is(err, context.Canceled):
		return "extraction cancelled"
	}
	return "unreadable PDF: " + err.Error()
}

// unreadableError carries a reason meant for people.
type unreadableError struct{ reason string }

func (u *unreadableError) Error() string { return u.reason }

func unreadablef(format string, args ...any) error {
	return &unreadableError{reason: fmt.Sprintf(format, args...)}
}

func unreadable(sha, reason string) Extraction {
	return Extraction{SHA256: sha, Status: StatusUnreadable, Reason: reason}
}

// pageRanges writes sorted page numbers as ranges: "3, 80-130".
func pageRanges(ns []int) string {
	var b strings.Builder
	for i := 0; i < len(ns); {
		j := i
		for j+1 < len(ns) && ns[j+1] == ns[j]+1 {
			j++
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		if j > i {
			fmt.Fprintf(&b, "pages %d-%d", ns[i], ns[j])
		} else {
			fmt.Fprintf(&b, "page %d", ns[i])
		}
		i = j + 1
	}
	return b.String()
}
