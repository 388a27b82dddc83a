package record_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"pramaan/record"
)

// Extract never fails for a bad file: it says why the file is unreadable.
func ExampleExtractor_Extract() {
	ex := &record.Extractor{} // pdftotext when installed, else the pure-Go reader
	x := ex.Extract(context.Background(), []byte("PK\x03\x04 a zip, not a PDF"))
	fmt.Println(x.Status+":", x.Reason)
	// Output: unreadable: not a PDF: no %PDF- header
}

// The blob store keeps one file per content, named by its sha256.
func ExampleFileBlobs() {
	dir, _ := os.MkdirTemp("", "blobs")
	defer os.RemoveAll(dir)
	blobs := record.FileBlobs{Dir: filepath.Join(dir, "blobs")}
	sum, size, _ := blobs.Put(context.Background(), strings.NewReader("hello"))
	_, _, _ = blobs.Put(context.Background(), strings.NewReader("hello")) // stored once
	fmt.Println(sum[:12], size)
	// Output: 2cf24dba5fb0 5
}
