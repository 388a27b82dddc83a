package record

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/pgtest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

type fixture struct {
	ctx   context.Context
	pool  *pgxpool.Pool
	blobs FileBlobs
	store *Store
	firm  Firm
	key   string
	mat   Matter
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	f := &fixture{ctx: context.Background(), pool: pgtest.New(t), blobs: FileBlobs{Dir: filepath.Join(t.TempDir(), "blobs")}}
	f.store = NewStore(f.pool, f.blobs, &Extractor{})
	f.store.Logger = slog.New(slog.DiscardHandler)
	var err error
	if f.firm, f.key, err = f.store.CreateFirm(f.ctx, "Alvarez & Chen LLP"); err != nil {
		t.Fatal(err)
	}
	if f.mat, err = f.store.CreateMatter(f.ctx, f.firm.ID, "Acme v. Globex"); err != nil {
		t.Fatal(err)
	}
	return f
}

// facts counts the outbox facts of a name about a document (or a matter,
// when documentID is empty).
func (f *fixture) facts(t *testing.T, name, matterID, documentID string) int {
	t.Helper()
	var n int
	err := f.pool.QueryRow(f.ctx, `SELECT count(*) FROM ops.domain_event_outbox
		WHERE event_name = $1 AND matter_id = $2 AND ($3 = '' OR document_id::text = $3)`, name, matterID, documentID).Scan(&n)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func (f *fixture) count(t *testing.T, sql string, args ...any) int {
	t.Helper()
	var n int
	if err := f.pool.QueryRow(f.ctx, sql, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}

// blobFiles lists the stored blobs (temp files excluded).
func blobFiles(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		if !d.IsDir() {
			files = append(files, strings.TrimPrefix(p, dir+"/"))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestFirmsAndAPIKeys(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	got, err := f.store.FirmByAPIKey(f.ctx, f.key)
	if err != nil || got != f.firm {
		t.Fatalf("FirmByAPIKey: %+v %v, want %+v", got, err, f.firm)
	}
	if _, err := f.store.FirmByAPIKey(f.ctx, f.key+"x"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("wrong key: %v, want ErrNotFound", err)
	}
	if n := f.count(t, `SELECT count(*) FROM record.api_keys WHERE key_hash = $1`, f.key); n != 0 {
		t.Fatal("the API key itself is stored")
	}
	if n := f.count(t, `SELECT count(*) FROM record.api_keys WHERE key_hash = $1`, APIKeyHash(f.key)); n != 1 {
		t.Fatal("the API key's hash is not stored")
	}
	if _, _, err := f.store.CreateFirm(f.ctx, "  "); !errors.Is(err, ErrInvalid) {
		t.Fatalf("empty name: %v", err)
	}
}

func TestMatterAndItsFact(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	m, err := f.store.GetMatter(f.ctx, f.firm.ID, f.mat.ID)
	if err != nil || m.Title != "Acme v. Globex" || m.Status != "open" || m.CreatedAt.IsZero() {
		t.Fatalf("GetMatter: %+v %v", m, err)
	}
	if n := f.facts(t, FactMatterCreated, f.mat.ID, ""); n != 1 {
		t.Fatalf("%d matter.created facts, want 1", n)
	}
	if _, err := f.store.CreateMatter(f.ctx, "00000000-0000-0000-0000-000000000000", "x"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("matter of a missing firm: %v, want ErrNotFound", err)
	}
}

func TestTenantsNeverSeeEachOther(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	doc, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "complaint.pdf", bytes.NewReader(textPDF(t, "Complaint.")))
	if err != nil {
		t.Fatal(err)
	}
	other, _, err := f.store.CreateFirm(f.ctx, "Globex Counsel")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.GetMatter(f.ctx, other.ID, f.mat.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("GetMatter of another firm's matter: %v, want ErrNotFound", err)
	}
	if _, err := f.store.Upload(f.ctx, other.ID, f.mat.ID, "x.pdf", strings.NewReader("x")); !errors.Is(err, ErrNotFound) {
		t.Errorf("Upload into another firm's matter: %v, want ErrNotFound", err)
	}
	if _, err := f.store.ListDocuments(f.ctx, f.pool, other.ID, f.mat.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("ListDocuments of another firm's matter: %v, want ErrNotFound", err)
	}
	if _, err := f.store.GetDocument(f.ctx, other.ID, f.mat.ID, doc.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("GetDocument of another firm: %v, want ErrNotFound", err)
	}
	if err := f.store.DeleteDocument(f.ctx, other.ID, f.mat.ID, doc.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("DeleteDocument of another firm: %v, want ErrNotFound", err)
	}
	for _, id := range []string{"", "not-a-uuid", "'; DROP TABLE record.firms; --"} {
		if _, err := f.store.GetMatter(f.ctx, f.firm.ID, id); !errors.Is(err, ErrNotFound) {
			t.Errorf("GetMatter(%q): %v, want ErrNotFound", id, err)
		}
	}
	if docs, err := f.store.ListDocuments(f.ctx, f.pool, f.firm.ID, f.mat.ID); err != nil || len(docs) != 1 {
		t.Errorf("the owner's list: %v %v", docs, err)
	}
}

// orderBlobs notes, when a Put finishes, whether the database already holds
// a document with that content.
type orderBlobs struct {
	FileBlobs
	pool      *pgxpool.Pool
	rowsAtPut int
	fail      error
	puts      int
	mu        sync.Mutex
}

func (o *orderBlobs) Put(ctx context.Context, r io.Reader) (string, int64, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.puts++
	if o.fail != nil {
		_, _ = io.Copy(io.Discard, r)
		return "", 0, o.fail
	}
	sum, size, err := o.FileBlobs.Put(ctx, r)
	if err == nil {
		if err := o.pool.QueryRow(ctx, `SELECT count(*) FROM record.documents WHERE sha256 = $1`, sum).Scan(&o.rowsAtPut); err != nil {
			return "", 0, err
		}
	}
	return sum, size, err
}

func TestUploadWritesBlobBeforeRow(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ob := &orderBlobs{FileBlobs: f.blobs, pool: f.pool, rowsAtPut: -1}
	s := NewStore(f.pool, ob, &Extractor{})
	data := textPDF(t, "Declaration of Maria Alvarez.")
	doc, err := s.Upload(f.ctx, f.firm.ID, f.mat.ID, "decl.pdf", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if ob.rowsAtPut != 0 {
		t.Fatalf("when the blob was durable, %d document rows existed; want 0 (blob first)", ob.rowsAtPut)
	}
	rc, err := f.blobs.Open(f.ctx, doc.SHA256)
	if err != nil {
		t.Fatalf("the document's blob: %v", err)
	}
	got, _ := io.ReadAll(rc)
	rc.Close()
	if !bytes.Equal(got, data) || doc.Size != int64(len(data)) || doc.Status != StatusStored || doc.FileName != "decl.pdf" {
		t.Fatalf("blob %d bytes, document %+v", len(got), doc)
	}
	if n := f.facts(t, FactDocumentUploaded, f.mat.ID, doc.ID); n != 1 {
		t.Fatalf("%d document.uploaded facts, want 1", n)
	}
	// A blob store that fails: no row, no fact.
	ob.fail = errors.New("disk full")
	if _, err := s.Upload(f.ctx, f.firm.ID, f.mat.ID, "b.pdf", strings.NewReader("%PDF-1.4 other")); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("upload with a failing blob store: %v", err)
	}
	if n := f.count(t, `SELECT count(*) FROM record.documents`); n != 1 {
		t.Fatalf("%d documents after a failed blob write, want 1", n)
	}
	if n := f.count(t, `SELECT count(*) FROM ops.domain_event_outbox WHERE event_name = 'document.uploaded'`); n != 1 {
		t.Fatalf("%d facts after a failed blob write, want 1", n)
	}
}

func TestSameFileStoredOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	data := textPDF(t, "The contract was signed on March 3, 2021.")
	a, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "contract.pdf", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	b, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "contract (copy).pdf", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if a.ID != b.ID || b.FileName != "contract.pdf" {
		t.Fatalf("same file twice in one matter: %+v then %+v, want the first document", a, b)
	}
	if n := f.facts(t, FactDocumentUploaded, f.mat.ID, ""); n != 1 {
		t.Fatalf("%d document.uploaded facts, want 1", n)
	}
	// In another matter: a new document, the same blob.
	m2, err := f.store.CreateMatter(f.ctx, f.firm.ID, "Second matter")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.EnsureExtracted(f.ctx, a); err != nil {
		t.Fatal(err)
	}
	c, err := f.store.Upload(f.ctx, f.firm.ID, m2.ID, "contract.pdf", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if c.ID == a.ID || c.SHA256 != a.SHA256 {
		t.Fatalf("another matter: %+v", c)
	}
	if c.Status != StatusStored || c.PageCount != 0 {
		t.Errorf("content extracted before: new document %+v, want stored like any new upload (the cache is not observable)", c)
	}
	if x, err := f.store.EnsureExtracted(f.ctx, c); err != nil || x.Status != StatusExtracted || len(x.Pages) != 1 {
		t.Fatalf("reading the copy: %+v %v", x, err)
	}
	if files := blobFiles(t, f.blobs.Dir); len(files) != 1 || files[0] != a.SHA256[:2]+"/"+a.SHA256[2:] {
		t.Fatalf("blob files %v, want one at %s/%s", files, a.SHA256[:2], a.SHA256[2:])
	}
	// Concurrent uploads of new content to one matter: one document.
	data2 := textPDF(t, "Order granting the motion.")
	var wg sync.WaitGroup
	ids := make([]string, 6)
	for i := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			d, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "order.pdf", bytes.NewReader(data2))
			if err != nil {
				t.Error(err)
				return
			}
			ids[i] = d.ID
		}()
	}
	wg.Wait()
	for _, id := range ids[1:] {
		if id != ids[0] {
			t.Fatalf("concurrent uploads of one file made documents %v", ids)
		}
	}
	if n := f.facts(t, FactDocumentUploaded, f.mat.ID, ids[0]); n != 1 {
		t.Fatalf("%d facts for the concurrently uploaded file, want 1", n)
	}
}

func TestUploadAndFactCommitTogether(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	// Make every outbox insert fail, as a crash between the two would.
	if _, err := f.pool.Exec(f.ctx, `
		CREATE FUNCTION pg_temp_fail() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$;
		CREATE TRIGGER fail_outbox BEFORE INSERT ON ops.domain_event_outbox
		FOR EACH ROW EXECUTE FUNCTION pg_temp_fail();`); err != nil {
		t.Fatal(err)
	}
	data := textPDF(t, "Answer to the complaint.")
	if _, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "answer.pdf", bytes.NewReader(data)); err == nil {
		t.Fatal("upload succeeded though its fact could not be written")
	}
	if n := f.count(t, `SELECT count(*) FROM record.documents`); n != 0 {
		t.Fatalf("%d document rows without their fact, want 0", n)
	}
	if _, err := f.store.CreateMatter(f.ctx, f.firm.ID, "No fact, no matter"); err == nil {
		t.Fatal("matter created though its fact could not be written")
	}
	if n := f.count(t, `SELECT count(*) FROM record.matters`); n != 1 {
		t.Fatalf("%d matters, want only the fixture's", n)
	}
	if _, err := f.pool.Exec(f.ctx, `DROP TRIGGER fail_outbox ON ops.domain_event_outbox`); err != nil {
		t.Fatal(err)
	}
	doc, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "answer.pdf", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if n := f.facts(t, FactDocumentUploaded, f.mat.ID, doc.ID); n != 1 {
		t.Fatalf("%d facts after the retry, want 1", n)
	}
}

func TestUploadTooLarge(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.store.MaxUploadBytes = 100
	if _, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "big.pdf", bytes.NewReader(make([]byte, 101))); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("101 bytes over a 100-byte bound: %v, want ErrTooLarge", err)
	}
	if files := blobFiles(t, f.blobs.Dir); len(files) != 0 {
		t.Fatalf("a refused upload left files %v", files)
	}
	if n := f.count(t, `SELECT count(*) FROM record.documents`); n != 0 {
		t.Fatalf("%d rows after a refused upload", n)
	}
	if _, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "ok.pdf", bytes.NewReader(make([]byte, 100))); err != nil {
		t.Fatalf("exactly at the bound: %v", err)
	}
}

func TestDeleteDocument(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	data := textPDF(t, "Email of April 9, 2021.")
	doc, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "email.pdf", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	keep, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "keep.pdf", bytes.NewReader(textPDF(t, "Keep me.")))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.store.DeleteDocument(f.ctx, f.firm.ID, f.mat.ID, doc.ID); err != nil {
		t.Fatal(err)
	}
	if n := f.facts(t, FactDocumentDeleted, f.mat.ID, doc.ID); n != 1 {
		t.Fatalf("%d document.deleted facts, want 1", n)
	}
	if err := f.store.DeleteDocument(f.ctx, f.firm.ID, f.mat.ID, doc.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("second delete: %v, want ErrNotFound", err)
	}
	docs, err := f.store.ListDocuments(f.ctx, f.pool, f.firm.ID, f.mat.ID)
	if err != nil || len(docs) != 1 || docs[0].ID != keep.ID {
		t.Fatalf("after delete: %+v %v", docs, err)
	}
	again, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "email.pdf", bytes.NewReader(data))
	if err != nil || again.ID == doc.ID {
		t.Fatalf("re-upload after delete: %+v %v, want a new document", again, err)
	}
}

func TestListDocumentsInCallersTransaction(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	var want []string
	for i, text := range []string{"First.", "Second.", "Third."} {
		d, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "d"+string(rune('0'+i))+".pdf", bytes.NewReader(textPDF(t, text)))
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, d.ID)
	}
	tx, err := f.pool.BeginTx(f.ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead})
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(f.ctx)
	docs, err := f.store.ListDocuments(f.ctx, tx, f.firm.ID, f.mat.ID)
	if err != nil {
		t.Fatal(err)
	}
	// A document committed after the snapshot is not in it.
	if _, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "late.pdf", bytes.NewReader(textPDF(t, "Late."))); err != nil {
		t.Fatal(err)
	}
	again, err := f.store.ListDocuments(f.ctx, tx, f.firm.ID, f.mat.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, got := range [][]Document{docs, again} {
		if len(got) != 3 {
			t.Fatalf("%d documents in the snapshot, want 3", len(got))
		}
		for i := range got {
			if got[i].ID != want[i] {
				t.Fatalf("order %v, want %v", ids(got), want)
			}
		}
	}
	all, err := f.store.ListDocuments(f.ctx, f.pool, f.firm.ID, f.mat.ID)
	if err != nil || len(all) != 4 {
		t.Fatalf("outside the snapshot: %d %v", len(all), err)
	}
}

func ids(docs []Document) []string {
	var out []string
	for _, d := range docs {
		out = append(out, d.ID)
	}
	return out
}

func TestEnsureExtractedOncePerHash(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	doc, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "complaint.pdf",
		bytes.NewReader(textPDF(t, "COMPLAINT", "", "Filed on March 3, 2021.")))
	if err != nil {
		t.Fatal(err)
	}
	x, err := f.store.EnsureExtracted(f.ctx, doc)
	if err != nil {
		t.Fatal(err)
	}
	if x.Status != StatusExtracted || len(x.Pages) != 3 || x.Pages[2].Text != "Filed on March 3, 2021." || x.Pages[1].Text != "" {
		t.Fatalf("extraction %+v", x)
	}
	y, err := f.store.EnsureExtracted(f.ctx, doc)
	if err != nil {
		t.Fatal(err)
	}
	if runs := f.store.extractRuns.Load(); runs != 1 {
		t.Fatalf("extractor ran %d times for one hash, want 1", runs)
	}
	if y.Status != x.Status || len(y.Pages) != 3 || y.Pages[2] != x.Pages[2] || y.Extractor != x.Extractor {
		t.Fatalf("cached %+v, first %+v", y, x)
	}
	got, err := f.store.GetDocument(f.ctx, f.firm.ID, f.mat.ID, doc.ID)
	if err != nil || got.Status != StatusExtracted || got.PageCount != 3 {
		t.Fatalf("document after extraction: %+v %v", got, err)
	}
	pages, err := f.store.Pages(f.ctx, doc.SHA256)
	if err != nil || len(pages) != 3 || pages[0].Text != "COMPLAINT" {
		t.Fatalf("Pages: %+v %v", pages, err)
	}
	if _, err := f.store.Pages(f.ctx, strings.Repeat("0", 64)); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Pages of an unknown hash: %v", err)
	}

	// Many callers at once for new content: one extraction.
	doc2, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "answer.pdf", bytes.NewReader(textPDF(t, "ANSWER", "Denied.")))
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	results := make([]Extraction, 8)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x, err := f.store.EnsureExtracted(f.ctx, doc2)
			if err != nil {
				t.Error(err)
			}
			results[i] = x
		}()
	}
	wg.Wait()
	if runs := f.store.extractRuns.Load(); runs != 2 {
		t.Fatalf("extractor ran %d times in all, want 2 (once per hash)", runs)
	}
	for _, r := range results {
		if r.Status != StatusExtracted || len(r.Pages) != 2 || r.Pages[1].Text != "Denied." {
			t.Fatalf("concurrent caller got %+v", r)
		}
	}
}

func TestUnreadableDocumentIsRecordedWithReason(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	doc, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "locked.pdf", bytes.NewReader(encryptedPDF(t)))
	if err != nil {
		t.Fatal(err)
	}
	x, err := f.store.EnsureExtracted(f.ctx, doc)
	if err != nil {
		t.Fatal(err)
	}
	if x.Status != StatusUnreadable || !strings.Contains(x.Reason, "encrypted") {
		t.Fatalf("extraction %+v", x)
	}
	got, err := f.store.GetDocument(f.ctx, f.firm.ID, f.mat.ID, doc.ID)
	if err != nil || got.Status != StatusUnreadable || got.Reason != x.Reason {
		t.Fatalf("document %+v %v", got, err)
	}
	if _, err := f.store.EnsureExtracted(f.ctx, doc); err != nil || f.store.extractRuns.Load() != 1 {
		t.Fatalf("unreadable content re-extracted: runs %d, %v", f.store.extractRuns.Load(), err)
	}
	// A cancelled caller is not a property of the file: nothing is cached.
	doc2, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "later.pdf", bytes.NewReader(textPDF(t, "Later.")))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(f.ctx)
	cancel()
	if _, err := f.store.EnsureExtracted(ctx, doc2); err == nil {
		t.Fatal("a cancelled EnsureExtracted succeeded")
	}
	if n := f.count(t, `SELECT count(*) FROM record.extractions WHERE sha256 = $1`, doc2.SHA256); n != 0 {
		t.Fatal("a cancelled extraction was cached")
	}
}

func TestFileBlobs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := FileBlobs{Dir: t.TempDir()}
	sum, n, err := b.Put(ctx, strings.NewReader("hello"))
	if err != nil || n != 5 || sum != "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824" {
		t.Fatalf("Put: %s %d %v", sum, n, err)
	}
	if _, _, err := b.Put(ctx, strings.NewReader("hello")); err != nil {
		t.Fatal(err)
	}
	if files := blobFiles(t, b.Dir); len(files) != 1 || files[0] != "2c/f24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824" {
		t.Fatalf("files %v", files)
	}
	rc, err := b.Open(ctx, sum)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(rc)
	rc.Close()
	if string(got) != "hello" {
		t.Fatalf("Open: %q", got)
	}
	if _, err := b.Open(ctx, strings.Repeat("a", 64)); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing blob: %v", err)
	}
	if _, err := b.Open(ctx, "../../etc/passwd"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("bad hash: %v", err)
	}
	// A failing reader leaves no temp file behind.
	if _, _, err := b.Put(ctx, io.MultiReader(strings.NewReader("part"), errReader{})); err == nil {
		t.Fatal("Put of a failing reader succeeded")
	}
	entries, _ := os.ReadDir(b.Dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "tmp-") {
			t.Fatalf("temp file %s left behind", e.Name())
		}
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("connection reset") }

// Stage judges a file as it streams past exactly as the extractor judges it
// at sight, so the API can refuse at the door what would only end in the
// Brief's unreadable: empty, no %PDF- header, cut short. A readable PDF,
// however long, and one padded after its %%EOF, are no refusal.
func TestStageSaysWhyAFileIsNoPDF(t *testing.T) {
	f := newFixture(t)
	good := textPDF(t, "On March 3, 2021, Acme shipped 400 units.", "Page two.")
	// A PDF several times the sniff's window: a comment block after the
	// header (the sniff reads only the start and the end).
	nl := bytes.IndexByte(good, '\n') + 1
	long := append(append(append([]byte{}, good[:nl]...), bytes.Repeat([]byte("% filler comment line\n"), 20000)...), good[nl:]...)
	padded := append(append([]byte{}, good...), bytes.Repeat([]byte{0}, 4096)...)
	for _, c := range []struct {
		name    string
		data    []byte
		refused bool
	}{
		{"empty", nil, true},
		{"text", []byte("not a pdf at all"), true},
		{"header only", []byte("%PDF-1.4\n garbage"), true},
		{"cut short", good[:len(good)/2], true},
		{"good", good, false},
		{"long", long, false},
		{"long cut short", long[:len(long)-200], true},
		{"padded", padded, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			sf, err := f.store.Stage(f.ctx, c.name+".pdf", bytes.NewReader(c.data))
			if err != nil {
				t.Fatal(err)
			}
			if c.refused && sf.Refusal == "" {
				t.Errorf("no Refusal for %d bytes of %s", len(c.data), c.name)
			}
			if x := (&Extractor{}).Extract(f.ctx, c.data); c.refused && sf.Refusal != x.Reason {
				t.Errorf("Refusal = %q, want the extractor's reason %q", sf.Refusal, x.Reason)
			}
			if !c.refused && sf.Refusal != "" {
				t.Errorf("Refusal = %q for a readable PDF (%d bytes)", sf.Refusal, len(c.data))
			}
		})
	}
}
