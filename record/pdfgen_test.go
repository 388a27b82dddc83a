package record

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"
)

// The tests make every PDF they read, with fpdf.

// textPDF makes a PDF with one page per entry; an empty entry is a blank
// page. Lines of an entry are separated by "\n".
func textPDF(t testing.TB, pages ...string) []byte {
	t.Helper()
	p := fpdf.New("P", "mm", "A4", "")
	p.SetCompression(true)
	for _, text := range pages {
		p.AddPage()
		if text == "" {
			continue
		}
		p.SetFont("Helvetica", "", 11)
		for _, line := range strings.Split(text, "\n") {
			p.CellFormat(0, 6, line, "", 1, "L", false, 0, "")
		}
	}
	return output(t, p)
}

func output(t testing.TB, p *fpdf.Fpdf) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		t.Fatalf("fpdf: %v", err)
	}
	return buf.Bytes()
}

// encryptedPDF needs a user password to open.
func encryptedPDF(t testing.TB) []byte {
	t.Helper()
	p := fpdf.New("P", "mm", "A4", "")
	p.SetProtection(fpdf.CnProtectPrint, "secret", "owner-secret")
	p.AddPage()
	p.SetFont("Helvetica", "", 12)
	p.CellFormat(0, 10, "Privileged and confidential.", "", 1, "L", false, 0, "")
	return output(t, p)
}

// bigPDF makes an n-page PDF of dense legal-looking text.
func bigPDF(t testing.TB, n int) []byte {
	t.Helper()
	p := fpdf.New("P", "mm", "A4", "")
	p.SetCompression(true)
	p.SetFont("Helvetica", "", 10)
	for i := 1; i <= n; i++ {
		p.AddPage()
		p.SetFont("Helvetica", "", 10)
		for l := 1; l <= 40; l++ {
			p.CellFormat(0, 6, strings.Repeat("The witness stated that the contract was signed on March 3, 2021. ", 2)[:120],
				"", 1, "L", false, 0, "")
		}
		p.CellFormat(0, 6, "Page marker "+strconv.Itoa(i), "", 1, "L", false, 0, "")
	}
	return output(t, p)
}

// scanText is what the scanned page says.
const scanText = "The hearing is set for March 3, 2021 before Judge Alvarez."

// scannedPDF makes a 3-page PDF whose page 2 is an image of text (as a
// scanner makes it) with a Bates number stamped as text: the text is set large in a PDF, rendered to PNG with
// pdftoppm, and the PNG placed on a page of a new PDF. ok is false when
// pdftoppm is not installed.
func scannedPDF(t testing.TB) (data []byte, ok bool) {
	t.Helper()
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		return nil, false
	}
	src := fpdf.New("P", "mm", "A4", "")
	src.AddPage()
	src.SetFont("Helvetica", "", 22)
	src.MultiCell(0, 12, scanText, "", "L", false)
	dir := t.TempDir()
	in := filepath.Join(dir, "src.pdf")
	if err := os.WriteFile(in, output(t, src), 0o600); err != nil {
		t.Fatal(err)
	}
	prefix := filepath.Join(dir, "scan")
	if out, err := exec.CommandContext(context.Background(), "pdftoppm", "-r", "200", "-singlefile", "-png", in, prefix).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v: %s", err, out)
	}
	img, err := os.ReadFile(prefix + ".png")
	if err != nil {
		t.Fatal(err)
	}
	p := fpdf.New("P", "mm", "A4", "")
	p.SetFont("Helvetica", "", 11)
	p.AddPage()
	p.CellFormat(0, 6, "Exhibit A follows.", "", 1, "L", false, 0, "")
	p.AddPage()
	opt := fpdf.ImageOptions{ImageType: "PNG"}
	p.RegisterImageOptionsReader("scan", opt, bytes.NewReader(img))
	p.ImageOptions("scan", 0, 0, 210, 297, false, opt, 0, "")
	// A Bates number stamped as text on the scan: the page has a text layer,
	// but almost nothing in it.
	p.SetFont("Helvetica", "", 8)
	p.Text(180, 290, "ACME000124")
	p.AddPage()
	p.SetFont("Helvetica", "", 11)
	p.CellFormat(0, 6, "End of exhibit.", "", 1, "L", false, 0, "")
	return output(t, p), true
}

// twoColumnPDF has a page set in two columns of wrapped prose.
func twoColumnPDF(t testing.TB) []byte {
	t.Helper()
	p := fpdf.New("P", "mm", "A4", "")
	p.AddPage()
	p.SetFont("Helvetica", "", 11)
	p.SetLeftMargin(15)
	p.SetRightMargin(110)
	p.SetXY(15, 30)
	p.MultiCell(85, 5, "The plaintiff filed the complaint on March 3, 2021 in Travis County. "+
		"The complaint alleges breach of the supply contract and seeks damages for the late deliveries "+
		"made through the summer months of that year.", "", "L", false)
	p.SetLeftMargin(115)
	p.SetRightMargin(15)
	p.SetXY(115, 30)
	p.MultiCell(80, 5, "The defendant answered the complaint on April 9, 2021 and denied it. "+
		"The answer raises the defence of force majeure and says the deliveries were delayed by the "+
		"port closure that nobody could foresee.", "", "L", false)
	return output(t, p)
}
