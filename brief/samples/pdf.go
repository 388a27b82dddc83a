package samples

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/go-pdf/fpdf"
)

// block is one piece of a page's layout.
type block struct {
	kind  string   // "center", "left", "right", "para", "caption", "gap", "lines"
	text  string   // center/left/right/para
	left  []string // caption: the parties' column
	right []string // caption: the case number / title column
	sep   string   // caption: the column separator (")", "§", "") for each line
	lines []string // lines: printed one per line, flush left
	bold  bool
	size  float64 // font size; 0 = the document's default
}

// page is one page of a document; an empty page is printed blank.
type page []block

// doc describes one generated PDF.
type doc struct {
	name     string
	font     string  // "Times", "Helvetica", "Courier"
	size     float64 // default font size
	pleading bool    // pleading paper: line numbers 1..28 down the left margin
	// header and footer print on every page (blank pages too); %d is the page
	// number and %t the page total.
	header, footer string
	unicode        bool // translate curly quotes and dashes to cp1252
	pages          []page
}

func c(s string) block               { return block{kind: "center", text: s} }
func cb(s string) block              { return block{kind: "center", text: s, bold: true} }
func l(s string) block               { return block{kind: "left", text: s} }
func r(s string) block               { return block{kind: "right", text: s} }
func p(s string) block               { return block{kind: "para", text: s} }
func gap() block                     { return block{kind: "gap"} }
func ls(lines ...string) block       { return block{kind: "lines", lines: lines} }
func small(b block, s float64) block { b.size = s; return b }

func caption(sep string, left, right []string) block {
	return block{kind: "caption", left: left, right: right, sep: sep}
}

func fill(format string, n, total int) string {
	s := strings.ReplaceAll(format, "%d", fmt.Sprint(n))
	return strings.ReplaceAll(s, "%t", fmt.Sprint(total))
}

// render prints d as a PDF. Page breaks are exactly d.pages: a page whose
// content would overflow is an error, so the ground truth's page numbers hold.
func (d doc) render() ([]byte, error) {
	pdf := fpdf.New("P", "mm", "Letter", "")
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCompression(true)
	pdf.SetCreator("pramaan samples", false)
	pdf.SetCreationDate(fixedTime)
	pdf.SetModificationDate(fixedTime)
	// Fonts and images in a fixed order: fpdf otherwise writes a document's
	// fonts in map order, and a multi-font PDF's bytes (its sha256 id) change
	// from run to run.
	pdf.SetCatalogSort(true)
	tr := func(s string) string { return s }
	if d.unicode {
		tr = pdf.UnicodeTranslatorFromDescriptor("")
	}
	size := d.size
	if size == 0 {
		size = 12
	}
	lineH := size * 0.5
	leftM, rightM, topM, bottomM := 25.0, 20.0, 22.0, 22.0
	if d.pleading {
		leftM = 32
	}
	pdf.SetMargins(leftM, topM, rightM)
	width, height := pdf.GetPageSize()
	textW := width - leftM - rightM
	total := len(d.pages)
	for i, pg := range d.pages {
		pdf.AddPage()
		n := i + 1
		pdf.SetFont(d.font, "", 9)
		if d.header != "" {
			pdf.SetXY(leftM, 10)
			pdf.CellFormat(textW, 5, tr(fill(d.header, n, total)), "", 0, "C", false, 0, "")
		}
		if d.footer != "" {
			pdf.SetXY(leftM, height-14)
			pdf.CellFormat(textW, 5, tr(fill(d.footer, n, total)), "", 0, "C", false, 0, "")
		}
		if d.pleading {
			// Line numbers and the ruled margin of California pleading paper.
			for k := 1; k <= 28; k++ {
				pdf.SetXY(12, topM+float64(k-1)*((height-topM-bottomM)/28))
				pdf.CellFormat(10, 5, fmt.Sprint(k), "", 0, "R", false, 0, "")
			}
			pdf.Line(leftM-3, 0, leftM-3, height)
			pdf.Line(leftM-4, 0, leftM-4, height)
		}
		pdf.SetXY(leftM, topM)
		for _, b := range pg {
			fs := size
			if b.size != 0 {
				fs = b.size
			}
			style := ""
			if b.bold {
				style = "B"
			}
			pdf.SetFont(d.font, style, fs)
			h := fs * 0.5
			switch b.kind {
			case "center", "left", "right":
				align := map[string]string{"center": "C", "left": "L", "right": "R"}[b.kind]
				pdf.SetX(leftM)
				pdf.MultiCell(textW, h, tr(b.text), "", align, false)
			case "para":
				pdf.SetX(leftM)
				pdf.MultiCell(textW, h, tr(b.text), "", "J", false)
				pdf.Ln(h * 0.6)
			case "gap":
				pdf.Ln(lineH)
			case "lines":
				for _, s := range b.lines {
					pdf.SetX(leftM)
					pdf.CellFormat(textW, h, tr(s), "", 1, "L", false, 0, "")
				}
			case "caption":
				rows := len(b.left)
				if len(b.right) > rows {
					rows = len(b.right)
				}
				colW := textW * 0.52
				for k := 0; k < rows; k++ {
					var lt, rt string
					if k < len(b.left) {
						lt = b.left[k]
					}
					if k < len(b.right) {
						rt = b.right[k]
					}
					pdf.SetX(leftM)
					pdf.CellFormat(colW, h, tr(lt), "", 0, "L", false, 0, "")
					pdf.CellFormat(6, h, tr(b.sep), "", 0, "C", false, 0, "")
					pdf.CellFormat(textW-colW-6, h, tr(rt), "", 1, "L", false, 0, "")
				}
			}
			if pdf.GetY() > height-bottomM {
				return nil, fmt.Errorf("%s: page %d overflows", d.name, n)
			}
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("%s: %w", d.name, err)
	}
	return buf.Bytes(), nil
}
