package record

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Blobs stores file contents by their sha256. The record writes a blob (and
// has it durable) before the transaction that records the document, so a row
// never names a missing blob; an object store can stand in for FileBlobs.
type Blobs interface {
	// Put stores everything r yields and returns its hex sha256 and size.
	// When Put returns nil the content is durable. Storing content that is
	// already there stores nothing new.
	Put(ctx context.Context, r io.Reader) (sha256 string, size int64, err error)
	// Open returns the content stored under sha256; the error wraps
	// ErrNotFound when there is none.
	Open(ctx context.Context, sha256 string) (io.ReadCloser, error)
}

// FileBlobs keeps blobs as files under Dir (usually $PRAMAAN_DATA/blobs),
// at Dir/ab/cdef... for the hash abcdef... A Put streams into a temp file in
// Dir, fsyncs it, renames it into place and fsyncs the directory, so a blob
// is either whole or absent after a crash. Temp files left by a crash
// ("tmp-*" in Dir) are garbage and may be deleted when no Put runs.
type FileBlobs struct {
	Dir string
}

var _ Blobs = FileBlobs{}

// Put implements Blobs.
func (b FileBlobs) Put(ctx context.Context, r io.Reader) (string, int64, error) {
	if b.Dir == "" {
		return "", 0, errors.New("blobs: no directory configured")
	}
	if err := os.MkdirAll(b.Dir, 0o750); err != nil {
		return "", 0, fmt.Errorf("blobs: %w", err)
	}
	tmp, err := os.CreateTemp(b.Dir, "tmp-*")
	if err != nil {
		return "", 0, fmt.Errorf("blobs: %w", err)
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	h := sha256.New()
	size, err := io.Copy(io.MultiWriter(tmp, h), ctxReader{ctx, r})
	if err != nil {
		return "", 0, fmt.Errorf("blobs: write %s: %w", tmp.Name(), err)
	}
	if err := tmp.Sync(); err != nil {
		return "", 0, fmt.Errorf("blobs: fsync %s: %w", tmp.Name(), err)
	}
	if err := tmp.Close(); err != nil {
		return "", 0, fmt.Errorf("blobs: close %s: %w", tmp.Name(), err)
	}
	sum := hex.EncodeToString(h.Sum(nil))
	final := b.path(sum)
	if _, err := os.Stat(final); err == nil {
		// Same content stored before (and durable then): keep the old file,
		// touched, so that a sweep does not take it as unused under us.
		os.Remove(tmp.Name())
		done = true
		now := time.Now()
		if err := os.Chtimes(final, now, now); err != nil {
			return "", 0, fmt.Errorf("blobs: touch %s: %w", final, err)
		}
		return sum, size, nil
	}
	sub := filepath.Dir(final)
	if err := os.MkdirAll(sub, 0o750); err != nil {
		return "", 0, fmt.Errorf("blobs: %w", err)
	}
	if err := os.Rename(tmp.Name(), final); err != nil {
		return "", 0, fmt.Errorf("blobs: rename to %s: %w", final, err)
	}
	done = true
	// The rename is durable only once the directories holding it are.
	if err := syncDir(sub); err != nil {
		return "", 0, err
	}
	if err := syncDir(b.Dir); err != nil {
		return "", 0, err
	}
	return sum, size, nil
}

// Open implements Blobs.
func (b FileBlobs) Open(_ context.Context, sum string) (io.ReadCloser, error) {
	if !validSHA256(sum) {
		return nil, fmt.Errorf("blobs: %q is not a sha256: %w", sum, ErrNotFound)
	}
	f, err := os.Open(b.path(sum))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("blobs: blob %s: %w", sum, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("blobs: %w", err)
	}
	return f, nil
}

func (b FileBlobs) path(sum string) string {
	return filepath.Join(b.Dir, sum[:2], sum[2:])
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("blobs: fsync %s: %w", dir, err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("blobs: fsync %s: %w", dir, err)
	}
	return nil
}

func validSHA256(s string) bool {
	if len(s) != 64 {
		return false
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// ctxReader stops a long copy when ctx ends.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
