package record

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// rawPDF assembles a PDF from numbered object bodies (object i+1 is objs[i])
// with a correct cross-reference table, for files fpdf would never write.
func rawPDF(objs ...string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

func stream(s string) string { return streamDict("", s) }

func streamDict(entries, s string) string {
	return fmt.Sprintf("<< %s /Length %d >>\nstream\n%s\nendstream", entries, len(s), s)
}

const font = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"

// Hostile files end (extracted or unreadable), never hang or crash, and a
// file that reads still has consecutive page numbers.
func TestHostileFiles(t *testing.T) {
	t.Parallel()
	page := func(parent, contents int) string {
		return fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents %d 0 R >>", parent, contents)
	}
	text := stream("BT /F1 12 Tf 72 700 Td (Hello from a hostile file) Tj ET")
	cases := []struct {
		name string
		data []byte
	}{
		{"well-formed control", rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", page(2, 4), text, font)},
		{"page tree cycle", rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>", page(2, 4), text, font)},
		{"count lies", rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 100000000 >>", page(2, 4), text, font)},
		{"self reference", rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "2 0 R", page(2, 4), text, font)},
		{"no pages", rawPDF("<< /Type /Catalog >>", "<< >>", "<< >>", "<< >>", font)},
		{"garbage content", rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", page(2, 4),
			stream("BT /F1 12 Tf ] ] >> << [ ( Tj TJ ' \" ET ET BT (unclosed"), font)},
		{"deep nesting", rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", page(2, 4),
			stream("BT /F1 12 Tf "+strings.Repeat("[", 200000)+" ET"), font)},
	}
	for _, b := range backends(t) {
		for _, c := range cases {
			t.Run(b+"/"+c.name, func(t *testing.T) {
				x := (&Extractor{Backend: b, Timeout: 30 * time.Second}).Extract(context.Background(), c.data)
				t.Logf("%s: %s %q, %d pages", c.name, x.Status, x.Reason, len(x.Pages))
				switch x.Status {
				case StatusUnreadable:
					if x.Reason == "" {
						t.Fatal("unreadable without a reason")
					}
				case StatusExtracted:
					for i, p := range x.Pages {
						if p.Number != i+1 {
							t.Fatalf("page %d numbered %d", i+1, p.Number)
						}
					}
				default:
					t.Fatalf("status %q", x.Status)
				}
				if c.name == "well-formed control" && (x.Status != StatusExtracted || x.Pages[0].Text != "Hello from a hostile file") {
					t.Fatalf("the control file does not read: %+v", x)
				}
			})
		}
	}
}

// The pure-Go reader keeps words and lines apart: TJ gaps are spaces, line
// moves are line breaks, and text inside a form XObject (a stamp) is read.
func TestGoBackendSpacingAndForms(t *testing.T) {
	t.Parallel()
	content := stream("BT /F1 12 Tf 72 700 Td [(Hello)-333(world)] TJ 0 -14 Td (Second line) Tj ET " +
		"BT 1 0 0 1 72 600 Tm (Third) Tj 40 0 Td (line) Tj ET /Stamp Do")
	data := rawPDF(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 /Resources << /Font << /F1 5 0 R >> /XObject << /Stamp 6 0 R >> >> >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>", // Resources inherited
		content,
		font,
		streamDict("/Type /XObject /Subtype /Form /BBox [0 0 612 792]", "BT /F1 12 Tf 72 500 Td (RECEIVED MAY 1) Tj ET"),
	)
	x := (&Extractor{Backend: BackendGo}).Extract(context.Background(), data)
	if x.Status != StatusExtracted {
		t.Fatalf("%s: %s", x.Status, x.Reason)
	}
	want := "Hello world\nSecond line\nThird line\nRECEIVED MAY 1"
	if x.Pages[0].Text != want {
		t.Fatalf("go backend text %q, want %q", x.Pages[0].Text, want)
	}
}
