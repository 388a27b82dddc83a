package sealed

import (
	"bytes"
	"embed"
	"fmt"
	"strings"

	"github.com/go-pdf/fpdf"
)

// scans holds the scanned pages: each a JPEG of a page as a copier scans it
// (grey, slightly skewed, speckled), made once from a printed page.
//
//go:embed scans/*.jpg
var scans embed.FS

// block is one piece of a page's layout.
type block struct {
	kind   string    // "center", "left", "right", "para", "gap", "lines", "row", "stamp", "rule", "scan"
	text   string    // center, left, right, para
	lines  []string  // lines and stamp: printed one per line
	cells  []string  // row: one cell per column
	widths []float64 // row: each column's share of the text width (sums to 1)
	bold   bool
	size   float64 // font size; 0 = the document's default
	image  string  // scan: the name of a JPEG in scans/
}

// page is one page of a document; an empty page is printed blank.
type page []block

// doc describes one generated PDF.
type doc struct {
	name  string
	font  string  // "Times", "Helvetica", "Courier"
	size  float64 // default font size
	paper string  // "A4" or "Letter" (the default)
	// pleading prints California pleading paper: line numbers 1..28 down the
	// left margin and a double rule beside them.
	pleading bool
	// header and footer print on every page; %d is the page number and %t the
	// page total. Their alignment is "C" unless headerAlign/footerAlign say
	// "L" or "R". footer2 is a second footer line (a form number, a notice).
	header, header2          string // header2 prints as a second header line
	footer, footer2          string
	headerAlign, footerAlign string
	pages                    []page
}

func c(s string) block               { return block{kind: "center", text: s} }
func cb(s string) block              { return block{kind: "center", text: s, bold: true} }
func l(s string) block               { return block{kind: "left", text: s} }
func lb(s string) block              { return block{kind: "left", text: s, bold: true} }
func r(s string) block               { return block{kind: "right", text: s} }
func p(s string) block               { return block{kind: "para", text: s} }
func gap() block                     { return block{kind: "gap"} }
func rule() block                    { return block{kind: "rule"} }
func ls(lines ...string) block       { return block{kind: "lines", lines: lines} }
func small(b block, s float64) block { b.size = s; return b }
func bold(b block) block             { b.bold = true; return b }

// stamp prints lines in a small font at the top right of the page, over the
// margin, as a clerk's filing stamp sits; it does not move the text below.
func stamp(lines ...string) block { return block{kind: "stamp", lines: lines} }

// scan is a whole page that is a scanned image (a JPEG in scans/): a page
// holding it prints nothing else, not even the document's running header,
// footer or pleading lines, so it has no text layer and only OCR reads it.
func scan(name string) block { return block{kind: "scan", image: name} }

// isScan reports whether pg is a scanned page.
func isScan(pg page) bool { return len(pg) == 1 && pg[0].kind == "scan" }

// row prints one table row: cells side by side in columns of the given
// shares of the text width; a cell wraps within its column.
func row(widths []float64, cells ...string) block {
	return block{kind: "row", widths: widths, cells: cells}
}

// caption prints a two-column caption: left column, separator, right column.
func caption(sep string, left, right []string) []block {
	n := len(left)
	if len(right) > n {
		n = len(right)
	}
	out := make([]block, 0, n)
	for k := 0; k < n; k++ {
		var lt, rt string
		if k < len(left) {
			lt = left[k]
		}
		if k < len(right) {
			rt = right[k]
		}
		out = append(out, block{kind: "row", widths: []float64{0.52, 0.04, 0.44}, cells: []string{lt, sep, rt}})
	}
	return out
}

func fill(format string, n, total int) string {
	s := strings.ReplaceAll(format, "%d", fmt.Sprint(n))
	return strings.ReplaceAll(s, "%t", fmt.Sprint(total))
}

func with(bs ...[]block) page {
	var out page
	for _, b := range bs {
		out = append(out, b...)
	}
	return out
}

// render prints d as a PDF. Page breaks are exactly d.pages: a page whose
// content would overflow is an error, so the ground truth's page numbers
// hold. Text is translated to cp1252 (curly quotes, dashes, £, €, accents).
func (d doc) render() ([]byte, error) {
	paper := d.paper
	if paper == "" {
		paper = "Letter"
	}
	pdf := fpdf.New("P", "mm", paper, "")
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true) // resources in a fixed order: the same bytes every run
	pdf.SetCreator("pramaan sealed samples", false)
	pdf.SetCreationDate(fixedTime)
	pdf.SetModificationDate(fixedTime)
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	size := d.size
	if size == 0 {
		size = 12
	}
	leftM, rightM, topM, bottomM := 25.0, 20.0, 22.0, 22.0
	if d.pleading {
		leftM = 32
	}
	pdf.SetMargins(leftM, topM, rightM)
	width, height := pdf.GetPageSize()
	textW := width - leftM - rightM
	align := func(a string) string {
		if a == "" {
			return "C"
		}
		return a
	}
	total := len(d.pages)
	for i, pg := range d.pages {
		pdf.AddPage()
		n := i + 1
		if isScan(pg) {
			data, err := scans.ReadFile("scans/" + pg[0].image)
			if err != nil {
				return nil, fmt.Errorf("%s: page %d: %w", d.name, n, err)
			}
			pdf.RegisterImageOptionsReader(pg[0].image, fpdf.ImageOptions{ImageType: "JPG"}, bytes.NewReader(data))
			pdf.ImageOptions(pg[0].image, 0, 0, width, height, false, fpdf.ImageOptions{ImageType: "JPG"}, 0, "")
			continue
		}
		pdf.SetFont(d.font, "", 8.5)
		if d.header != "" {
			pdf.SetXY(leftM, 9)
			pdf.CellFormat(textW, 4, tr(fill(d.header, n, total)), "", 0, align(d.headerAlign), false, 0, "")
		}
		if d.header2 != "" {
			pdf.SetXY(leftM, 13)
			pdf.CellFormat(textW, 4, tr(fill(d.header2, n, total)), "", 0, align(d.headerAlign), false, 0, "")
		}
		if d.footer != "" {
			pdf.SetXY(leftM, height-16)
			pdf.CellFormat(textW, 4, tr(fill(d.footer, n, total)), "", 0, align(d.footerAlign), false, 0, "")
		}
		if d.footer2 != "" {
			pdf.SetXY(leftM, height-12)
			pdf.CellFormat(textW, 4, tr(fill(d.footer2, n, total)), "", 0, align(d.footerAlign), false, 0, "")
		}
		if d.pleading {
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
			h := fs * 0.48
			switch b.kind {
			case "center", "left", "right":
				a := map[string]string{"center": "C", "left": "L", "right": "R"}[b.kind]
				pdf.SetX(leftM)
				pdf.MultiCell(textW, h, tr(b.text), "", a, false)
			case "para":
				pdf.SetX(leftM)
				pdf.MultiCell(textW, h, tr(b.text), "", "J", false)
				pdf.Ln(h * 0.6)
			case "gap":
				pdf.Ln(size * 0.45)
			case "rule":
				y := pdf.GetY() + 1
				pdf.Line(leftM, y, leftM+textW, y)
				pdf.Ln(2.5)
			case "lines":
				for _, s := range b.lines {
					pdf.SetX(leftM)
					pdf.CellFormat(textW, h, tr(s), "", 1, "L", false, 0, "")
				}
			case "stamp":
				x, y := pdf.GetX(), pdf.GetY()
				pdf.SetFont(d.font, "B", 7.5)
				top := 4.0
				if d.header != "" {
					top = 14 // below the running header
				}
				for k, s := range b.lines {
					pdf.SetXY(width-rightM-62, top+float64(k)*3.3)
					pdf.CellFormat(62, 3.3, tr(s), "", 0, "R", false, 0, "")
				}
				pdf.SetXY(x, y)
			case "row":
				y0 := pdf.GetY()
				x := leftM
				yMax := y0
				for k, cell := range b.cells {
					w := textW * b.widths[k]
					pdf.SetXY(x, y0)
					pdf.MultiCell(w, h, tr(cell), "", "L", false)
					if pdf.GetY() > yMax {
						yMax = pdf.GetY()
					}
					x += w
				}
				pdf.SetXY(leftM, yMax)
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

func itoa(n int) string { return fmt.Sprint(n) }
