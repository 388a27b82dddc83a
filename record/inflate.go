package record

import (
	"bytes"
	"compress/zlib"
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
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
	// A window's worth, or the whole file when it is smaller (most are a few
	// KiB: no need to allocate megabytes for each).
	buf := make([]byte, min(int64(window+16), src.size))
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
			cr := &countingReader{r: io.NewSectionReader(src.ra, off+int64(start), src.size-off-int64(start))}
			zr, err := newInflater(cr)
			if err != nil {
				continue // not a Flate stream (DCT, raw, ...)
			}
			got, bomb := inflateStream(zr, cr, budget-total+1, e.maxInflateRatio())
			zr.Close()
			inflaters.Put(zr)
			total += got
			if bomb {
				return unreadablef("decompression bomb: a compressed stream inflates more than %d times (%d MiB from %d KiB read)",
					e.maxInflateRatio(), got>>20, cr.n>>10)
			}
			if total > budget {
				return unreadablef("decompression bomb: its compressed streams inflate to more than %d MiB (over %d times the file's %d bytes)",
					budget>>20, e.maxInflateRatio(), src.size)
			}
		}
	}
	return nil
}

// streamFloor: a single stream is judged by its own ratio once it has
// inflated this much, so a bomb is refused after a few milliseconds of
// work instead of after the whole file's budget.
const streamFloor = 16 << 20

// countingReader counts the compressed bytes the inflater has read.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// inflaters keeps zlib readers for reuse: a file holds many streams, and
// bombs come by the hundred, so the check allocates (and collects) little.
var inflaters sync.Pool

// newInflater is zlib.NewReader, reusing a pooled reader when there is one.
func newInflater(r io.Reader) (io.ReadCloser, error) {
	if zr, ok := inflaters.Get().(io.ReadCloser); ok {
		if err := zr.(zlib.Resetter).Reset(r, nil); err != nil {
			inflaters.Put(zr)
			return nil, err
		}
		return zr, nil
	}
	return zlib.NewReader(r)
}

// inflateBufs holds inflateStream's scratch buffers.
var inflateBufs = sync.Pool{New: func() any { b := make([]byte, 256<<10); return &b }}

// inflateStream inflates up to limit bytes of one stream and reports how
// many it got, and whether the stream is a bomb: past streamFloor, more
// than ratio times the compressed bytes read so far.
func inflateStream(zr io.Reader, cr *countingReader, limit, ratio int64) (int64, bool) {
	bp := inflateBufs.Get().(*[]byte)
	defer inflateBufs.Put(bp)
	buf := *bp
	var got int64
	for got < limit {
		n, err := zr.Read(buf[:min(int64(len(buf)), limit-got)])
		got += int64(n)
		if got > streamFloor && got > ratio*max(cr.n, 1) {
			return got, true
		}
		if err != nil {
			break
		}
	}
	return got, false
}
