package record

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"

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
	// The reader wants %%EOF near the end: give it the file without padding.
	end := src.size
	if src.end > 0 {
		end = src.end
	}
	rd, err := pdf.NewReader(io.NewSectionReader(src.ra, 0, end), end)
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

// goPageText is one page's text, read from its content stream with panics
// turned into errors. It follows the text position to keep lines apart: a
// move to another line (Td, TD, Tm, T*, ', ") breaks the line, a move along
// the line or a wide gap in a TJ array is a space (the library's own
// GetPlainText runs such words together). Fonts are looked up per page:
// resource names ("F1") are per page, so a cache shared across pages could
// decode with the wrong font.
func goPageText(v pdf.Value) (text string, err error) {
	defer func() {
		if p := recover(); p != nil {
			text, err = "", fmt.Errorf("%v", p)
		}
	}()
	contents := v.Key("Contents")
	if v.IsNull() || contents.Kind() == pdf.Null {
		return "", nil
	}
	var (
		b        strings.Builder
		enc      pdf.TextEncoding
		x, y     float64 // start of the current text line (text space)
		leading  float64
		lastY    float64
		shown    bool // text was shown on this page
		moved    bool // the position changed since the last text
		lastRune rune
	)
	write := func(s string) {
		if s == "" {
			return
		}
		b.WriteString(s)
		lastRune, _ = utf8.DecodeLastRuneInString(s)
	}
	breakLine := func() {
		if shown && lastRune != '\n' {
			write("\n")
		}
	}
	space := func() {
		if shown && lastRune != ' ' && lastRune != '\n' {
			write(" ")
		}
	}
	show := func(raw string) {
		if shown && math.Abs(y-lastY) > 0.01 {
			breakLine()
		} else if moved {
			space()
		}
		moved = false
		lastY = y
		if enc != nil {
			write(enc.Decode(raw))
		} else {
			write(raw)
		}
		shown = true
	}
	num := func(args []pdf.Value, i int) float64 {
		if i < len(args) {
			return args[i].Float64()
		}
		return 0
	}
	var run func(strm, resources pdf.Value, depth int)
	run = func(strm, resources pdf.Value, depth int) {
		fonts := map[string]pdf.TextEncoding{}
		pdf.Interpret(strm, func(stk *pdf.Stack, op string) {
			args := make([]pdf.Value, stk.Len())
			for i := len(args) - 1; i >= 0; i-- {
				args[i] = stk.Pop()
			}
			switch op {
			case "BT":
				x, y, moved = 0, 0, true
			case "Tf":
				if len(args) < 1 {
					return
				}
				name := args[0].Name()
				e, ok := fonts[name]
				if !ok {
					f := pdf.Font{V: resources.Key("Font").Key(name)}
					if !f.V.IsNull() {
						e = f.Encoder()
					}
					fonts[name] = e
				}
				enc = e
			case "Do":
				// A form XObject (a template, a stamp) has text of its own.
				if len(args) < 1 || depth >= 4 {
					return
				}
				xo := resources.Key("XObject").Key(args[0].Name())
				if xo.Key("Subtype").Name() != "Form" {
					return
				}
				res := xo.Key("Resources")
				if res.IsNull() {
					res = resources
				}
				saved := enc
				run(xo, res, depth+1)
				enc = saved
			case "TL":
				leading = num(args, 0)
			case "Td", "TD":
				x += num(args, 0)
				y += num(args, 1)
				if op == "TD" {
					leading = -num(args, 1)
				}
				moved = true
			case "Tm":
				x, y, moved = num(args, 4), num(args, 5), true
			case "T*":
				y -= leading
				moved = true
				breakLine()
			case "'", "\"":
				y -= leading
				breakLine()
				if len(args) > 0 {
					show(args[len(args)-1].RawString())
				}
			case "Tj":
				if len(args) > 0 {
					show(args[0].RawString())
				}
			case "TJ":
				if len(args) == 0 {
					return
				}
				a := args[0]
				for i := 0; i < a.Len(); i++ {
					switch e := a.Index(i); e.Kind() {
					case pdf.String:
						show(e.RawString())
					case pdf.Integer, pdf.Real:
						// In thousandths of an em; a word gap is about a
						// quarter em or more.
						if e.Float64() < -200 {
							space()
						}
					}
				}
			}
		})
	}
	run(contents, inherited(v, "Resources"), 0)
	_ = x
	return b.String(), nil
}

// inherited is a page attribute, looked up through the page's parents as
// the format allows (Resources, MediaBox).
func inherited(v pdf.Value, key string) pdf.Value {
	for i := 0; i < 64 && !v.IsNull(); i++ {
		if r := v.Key(key); !r.IsNull() {
			return r
		}
		v = v.Key("Parent")
	}
	return pdf.Value{}
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
