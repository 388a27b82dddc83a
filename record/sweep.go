package record

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

var sqlLiveSHAs = mustSQL("live_shas.sql")

// blobSweeper is a Blobs that can list and remove what it stores.
type blobSweeper interface {
	sweep(ctx context.Context, grace time.Duration, live func([]string) (map[string]bool, error)) (int, error)
}

// SweepBlobs removes the stored files nothing needs any more, untouched for
// longer than grace: the content of deleted documents that no live document
// shares (in any matter, of any firm), and temp files left by uploads that
// crashed. It returns how many files it removed. The grace period keeps it
// clear of uploads under way (a Put of content already stored touches its
// file).
func (s *Store) SweepBlobs(ctx context.Context, grace time.Duration) (int, error) {
	sw, ok := s.blobs.(blobSweeper)
	if !ok {
		return 0, nil
	}
	n, err := sw.sweep(ctx, grace, func(shas []string) (map[string]bool, error) {
		rows, err := s.pool.Query(ctx, sqlLiveSHAs, shas)
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		live := map[string]bool{}
		for rows.Next() {
			var sha string
			if err := rows.Scan(&sha); err != nil {
				return nil, err
			}
			live[sha] = true
		}
		return live, rows.Err()
	})
	if err != nil {
		return n, fmt.Errorf("record: sweep blobs: %w", err)
	}
	return n, nil
}

// sweep implements blobSweeper.
func (b FileBlobs) sweep(ctx context.Context, grace time.Duration, live func([]string) (map[string]bool, error)) (int, error) {
	if b.Dir == "" {
		return 0, nil
	}
	cutoff := time.Now().Add(-grace)
	old := func(p string) bool {
		st, err := os.Stat(p)
		return err == nil && !st.ModTime().After(cutoff)
	}
	removed := 0
	var candidates []string
	err := filepath.WalkDir(b.Dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(b.Dir, p)
		if strings.HasPrefix(d.Name(), "tmp-") && filepath.Dir(rel) == "." {
			if old(p) && os.Remove(p) == nil {
				removed++
			}
			return nil
		}
		sum := strings.ReplaceAll(rel, string(filepath.Separator), "")
		if validSHA256(sum) {
			candidates = append(candidates, sum)
		}
		return nil
	})
	if err != nil {
		return removed, err
	}
	for len(candidates) > 0 {
		batch := candidates[:min(len(candidates), 1000)]
		candidates = candidates[len(batch):]
		used, err := live(batch)
		if err != nil {
			return removed, err
		}
		for _, sum := range batch {
			if used[sum] {
				continue
			}
			if p := b.path(sum); old(p) && os.Remove(p) == nil {
				removed++
			}
		}
	}
	return removed, nil
}
