package brief

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"pramaan/record"
)

// ReadFiles extracts the text of local files with ex (the record's
// extractor: pdftotext, or the pure-Go reader without it) and returns them as
// Docs with ids derived from their content (DocumentID). A file that is not
// a readable PDF is a Doc with its Unreadable reason; only a path that cannot
// be opened (missing, a directory, no permission) is an error. Files are read
// concurrently, one per CPU.
func ReadFiles(ctx context.Context, ex *record.Extractor, paths []string) ([]Doc, error) {
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", p, err)
		}
		if st.IsDir() {
			return nil, fmt.Errorf("read %s: is a directory, not a file", p)
		}
	}
	docs := make([]Doc, len(paths))
	errs := make([]error, len(paths))
	sem := make(chan struct{}, runtime.NumCPU())
	var wg sync.WaitGroup
	for i, p := range paths {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			x, err := ex.ExtractFile(ctx, p)
			if err != nil {
				errs[i] = err
				return
			}
			docs[i] = FromExtraction(DocumentID(x.SHA256, filepath.Base(p)), filepath.Base(p), x)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return docs, nil
}

// ReadBytes is ReadFiles for contents already in memory (name -> bytes, in
// the given order).
func ReadBytes(ctx context.Context, ex *record.Extractor, names []string, data [][]byte) []Doc {
	docs := make([]Doc, len(names))
	sem := make(chan struct{}, runtime.NumCPU())
	var wg sync.WaitGroup
	for i := range names {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			x := ex.Extract(ctx, data[i])
			docs[i] = FromExtraction(DocumentID(x.SHA256, names[i]), names[i], x)
		}()
	}
	wg.Wait()
	return docs
}

// FromExtraction turns a record extraction into a Doc.
func FromExtraction(id, fileName string, x record.Extraction) Doc {
	d := Doc{ID: id, FileName: fileName, SHA256: x.SHA256, Extractor: x.Extractor}
	if x.Status != record.StatusExtracted {
		d.Unreadable = x.Reason
		if d.Unreadable == "" {
			d.Unreadable = "unreadable"
		}
		return d
	}
	d.Pages = make([]string, len(x.Pages))
	for i, p := range x.Pages {
		d.Pages[i] = p.Text
	}
	return d
}
