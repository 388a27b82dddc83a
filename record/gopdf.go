package record

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ledongthuc/pdf"
)

// goPDF extracts every page with the pure-Go reader. The reader panics on
// some malformed input, so each step runs inside recover(); a page that fails
// stays empty, and the file is unreadable only when no page can be read.
// The work runs in its own goroutine so that the timeout holds even if the
// reader loops: the goroutine is abandoned (it stops at the next page).
func (e *Extractor) goPDF(ctx context.Context, src *source) ([]Page, error) {
	type result struct {
		pages []Page
		err   error
	}
	ch := make(chan result, 1)
	go func() {
		var r result
		defer func() {
			if p := recover(); p != nil {
				r = result{err: unreadablef("corrupt PDF: %v", p)}
			}
			ch <- r
		}()
		r.pages, r.err = e.goPDFPages(ctx, src)
	}()
	select {
	case r := <-ch:
		return r.pages, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (e *Extractor) goPDFPages(ctx context.Context, src *source) ([]Page, error) {
	rd, err := pdf.NewReader(src.ra, src.size)
	if err != nil {
		msg := err.Error()
		switch {
		case errors.Is(err, pdf.ErrInvalidPassword):
			return nil, unreadablef("encrypted: password required")
		case strings.Contains(strings.ToLower(msg), "encrypt"):
			return nil, unreadablef("encrypted: %s", msg)
		}
		return nil, unreadablef("corrupt PDF: %s", msg)
	}
	leaves, err := pageTree(rd, e.maxPages())
	if err != nil {
		return nil, err
	}
	pages := make([]Page, len(leaves))
	var total int64
	failed := 0
	var firstErr string
	for i, v := range leaves {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		text, err := goPageText(v)
		if err != nil {
			failed++
			if firstErr == "" {
				firstErr = fmt.Sprintf("page %d: %v", i+1, err)
			}
		}
		total += int64(len(text))
		if total > e.maxTextBytes() {
			return nil, unreadablef("too much text: more than %d bytes", e.maxTextBytes())
		}
		pages[i] = Page{Number: i + 1, Text: text}
	}
	if failed == len(pages) && failed > 0 {
		return nil, unreadablef("corrupt PDF: %s", firstErr)
	}
	return pages, nil
}

// goPageText is one page's text, with panics turned into errors. The page's
// own fonts are used: font resource names ("F1") are per page, so a cache
// shared across pages could decode with the wrong font.
func goPageText(v pdf.Value) (text string, err error) {
	defer func() {
		if p := recover(); p != nil {
			text, err = "", fmt.Errorf("%v", p)
		}
	}()
	return pdf.Page{V: v}.GetPlainText(nil)
}

// pageTree lists the leaf pages in document order by walking /Pages once
// (the reader's Page(n) walks from the root for every n). It refuses cycles,
// absurd depth and more than max pages.
func pageTree(rd *pdf.Reader, max int) (leaves []pdf.Value, err error) {
	defer func() {
		if p := recover(); p != nil {
			leaves, err = nil, unreadablef("corrupt PDF: page tree: %v", p)
		}
	}()
	root := rd.Trailer().Key("Root").Key("Pages")
	if root.IsNull() {
		return nil, unreadablef("corrupt PDF: no page tree")
	}
	var walk func(v pdf.Value, depth int) error
	visits := 0
	walk = func(v pdf.Value, depth int) error {
		visits++
		if depth > 64 || visits > 4*max+64 {
			return unreadablef("corrupt PDF: page tree too deep or cyclic")
		}
		kids := v.Key("Kids")
		if kids.Kind() != pdf.Array {
			if v.Key("Type").Name() == "Pages" {
				return nil // an empty intermediate node
			}
			leaves = append(leaves, v)
			if len(leaves) > max {
				return unreadablef("too many pages: more than %d", max)
			}
			return nil
		}
		for i := 0; i < kids.Len(); i++ {
			if err := walk(kids.Index(i), depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(root, 0); err != nil {
		return nil, err
	}
	return leaves, nil
}
