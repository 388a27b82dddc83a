package record

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// ligatures are expanded: a quote typed by a person never contains them.
var ligatures = strings.NewReplacer(
	"\ufb00", "ff", "\ufb01", "fi", "\ufb02", "fl", "\ufb03", "ffi", "\ufb04", "ffl",
	"\ufb05", "st", "\ufb06", "st",
)

// normalizeText makes page text comparable and storable:
//   - invalid UTF-8 replaced (Postgres refuses it), then NFC;
//   - ligatures expanded, soft hyphens (U+00AD) removed;
//   - every run of blanks (spaces, tabs, no-break and other Unicode spaces)
//     becomes one space; spaces at the ends of lines go;
//   - line breaks are kept (CR LF and CR become LF), with at most one empty
//     line in a row, and none at the start or end of the page;
//   - other control characters (NUL included: Postgres refuses it) go.
//
// Hyphens at line ends are kept as printed: "self-\nexecuting" must keep its
// hyphen and "pay-\nment" cannot be told apart from it without a dictionary.
// A page with only blanks is the empty string.
func normalizeText(s string) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	s = norm.NFC.String(strings.ReplaceAll(s, "\r\n", "\n"))
	s = ligatures.Replace(s)
	var b strings.Builder
	b.Grow(len(s))
	newlines := 0 // pending line breaks
	space := false
	started := false
	for _, r := range s {
		switch {
		case r == '\n' || r == '\r' || r == '\f' || r == '\v' || r == '\u2028' || r == '\u2029':
			newlines++
			space = false
		case r == '\u00ad' || r == '\ufeff' || r == '\u200b':
			// soft hyphen, BOM, zero-width space
		case unicode.IsSpace(r):
			space = true
		case unicode.IsControl(r):
			// dropped
		default:
			if started {
				switch {
				case newlines == 1:
					b.WriteByte('\n')
				case newlines > 1:
					b.WriteString("\n\n")
				case space:
					b.WriteByte(' ')
				}
			}
			newlines, space, started = 0, false, true
			b.WriteRune(r)
		}
	}
	return b.String()
}
