package record

import (
	"bytes"
	"compress/zlib"
	"context"
	"errors"
	"fmt"
	"io"
)

// Bounds of the decompression check (Extractor.MaxInflateRatio).
const (
	// DefaultMaxInflateRatio: a file whose Flate streams inflate to more
	// than this many times its own size (and more than inflateFloor) is a
	// decompression bomb. Text compresses some 3 to 10 times and scanned
	// images are stored compressed by their own codecs; a thousandfold is
	// what a stream of one repeated byte gives.
	DefaultMaxInflateRatio = 100
	// inflateFloor: below this much inflated data nothing is a bomb, whatever
	// the ratio: the readers handle it in well under a second.
	inflateFloor = 64 << 20
	// inflateCeiling caps the check's own work on a large legitimate file.
	inflateCeiling = 2 << 30
)

func (e *Extractor) maxInflateRatio() int64 {
	if e == nil || e.MaxInflateRatio <= 0 {
		return DefaultMaxInflateRatio
	}
	return int64(e.MaxInflateRatio)
}

// inflateBudget is how much inflated data a file of size bytes may hold.
func (e *Extractor) inflateBudget(size int64) int64 {
	b := size * e.maxInflateRatio()
	if b < inflateFloor {
		b = inflateFloor
	}
	if b > inflateCeiling {
		b = inflateCeiling
	}
	return b
}

// checkInflation inflates every zlib (Flate) stream of the PDF, counting
// bytes and keeping none, and refuses the file as a decompression bomb once
// the total passes the budget for its size. It stops there, so a file that
// would inflate to gigabytes costs a fraction of a second and no memory,
// before any reader (which would hold or parse all of it) sees it.
func (e *Extractor) checkInflation(ctx context.Context, src *source) error {
	budget := e.inflateBudget(src.size)
	var total int64
	const window = 4 << 20
	buf := make([]byte, window+16)
	for off := int64(0); off < src.size; off += window {
		n, err := src.ra.ReadAt(buf[:min(int64(len(buf)), src.size-off)], off)
		if err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("cannot read the file: %w", err)
		}
		chunk := buf[:n]
		for i := 0; ; {
			j := bytes.Index(chunk[i:], []byte("stream"))
			if j < 0 || int64(i+j) >= window { // the overlap belongs to the next window
				break
			}
			at := i + j
			i = at + 6
			if at > 0 && chunk[at-1] == 'd' { // endstream
				continue
			}
			start := at + 6
			switch {
			case start < len(chunk) && chunk[start] == '\n':
				start++
			case start+1 < len(chunk) && chunk[start] == '\r' && chunk[start+1] == '\n':
				start += 2
			default:
				continue
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			zr, err := zlib.NewReader(io.NewSectionReader(src.ra, off+int64(start), src.size-off-int64(start)))
			if err != nil {
				continue // not a Flate stream (DCT, raw, ...)
			}
			got, _ := io.Copy(io.Discard, io.LimitReader(zr, budget-total+1))
			zr.Close()
			total += got
			if total > budget {
				return unreadablef("decompression bomb: its compressed streams inflate to more than %d MiB (over %d times the file's %d bytes)",
					budget>>20, e.maxInflateRatio(), src.size)
			}
		}
	}
	return nil
}
