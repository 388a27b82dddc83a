// Package sqlfile reads the SQL that a package keeps in .sql files next to
// its code (embedded with go:embed), so every query has one home that a
// reader can open, and a missing file fails the binary at start, not a
// request at run time.
package sqlfile

import (
	"embed"
	"fmt"
)

// Must returns the text of the file at path in fs, and panics naming it when
// it is missing: an embedded file is part of the build, so its absence is a
// programming error.
func Must(fs embed.FS, path string) string {
	b, err := fs.ReadFile(path)
	if err != nil {
		panic(fmt.Sprintf("embedded SQL %s: %v", path, err))
	}
	return string(b)
}
