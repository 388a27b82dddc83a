package record

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/sync/singleflight"

	"pramaan/outbox"
)

var (
	// ErrNotFound is returned (wrapped) for a firm, matter, document or blob
	// that does not exist, or that belongs to another firm: tenants never
	// learn of each other's records.
	ErrNotFound = errors.New("not found")
	// ErrTooLarge is returned (wrapped) by Upload for a file over the size
	// bound (Store.MaxUploadBytes).
	ErrTooLarge = errors.New("file too large")
	// ErrInvalid is returned (wrapped) for an empty firm name or matter title.
	ErrInvalid = errors.New("invalid input")
)

// Fact names written by the record, in the same transaction as the change.
const (
	FactMatterCreated    = "matter.created"
	FactDocumentUploaded = "document.uploaded"
	FactDocumentDeleted  = "document.deleted"
)

// Firm is a tenant: a law firm, known to the API by its key.
type Firm struct {
	ID   string
	Name string
}

// Matter is one litigation matter of a firm.
type Matter struct {
	FirmID    string
	ID        string
	Title     string
	Status    string // "open" or "archived"
	CreatedAt time.Time
}

// Document is one uploaded file of a matter. Status is StatusStored until
// the text is extracted, then StatusExtracted or StatusUnreadable (Reason).
type Document struct {
	ID         string    `db:"document_id"`
	FirmID     string    `db:"firm_id"`
	MatterID   string    `db:"matter_id"`
	FileName   string    `db:"filename"`
	SHA256     string    `db:"sha256"` // hex sha256 of the content: the blob's key
	Size       int64     `db:"size_bytes"`
	PageCount  int       `db:"page_count"` // 0 until extracted
	Status     string    `db:"status"`
	Reason     string    `db:"reason"`
	UploadedAt time.Time `db:"uploaded_at"`
}

// Querier runs SQL; *pgxpool.Pool, *pgx.Conn and pgx.Tx all satisfy it, so
// a read can join the caller's transaction (the Brief builder's snapshot).
type Querier interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// Store is the record in Postgres (schema `record`) with its blobs.
type Store struct {
	pool  *pgxpool.Pool
	blobs Blobs
	ex    *Extractor

	// MaxUploadBytes bounds one uploaded file; zero means the extractor's
	// MaxBytes (DefaultMaxBytes, 128 MiB, for the zero Extractor): a file
	// the extractor would refuse is refused at the door.
	MaxUploadBytes int64
	// Logger receives one line per extraction; nil means slog.Default().
	Logger *slog.Logger

	extractRuns atomic.Int64       // extractor runs, for tests and logs
	flights     singleflight.Group // one extraction per content hash in this process
}

// NewStore returns the record over pool, keeping contents in blobs and
// reading text with ex. A nil ex means &Extractor{OCR: true}: pdftotext (or
// the Go fallback) with OCR of scanned pages where tesseract is installed.
func NewStore(pool *pgxpool.Pool, blobs Blobs, ex *Extractor) *Store {
	if ex == nil {
		ex = &Extractor{OCR: true}
	}
	return &Store{pool: pool, blobs: blobs, ex: ex}
}

func (s *Store) maxUpload() int64 {
	if s.MaxUploadBytes > 0 {
		return s.MaxUploadBytes
	}
	return s.ex.maxBytes()
}

// APIKeyHash is the hex sha256 of an API key: what the database keeps.
func APIKeyHash(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// CreateFirm creates a firm with its first API key and returns both. The
// key is shown this once: only its sha256 is stored (record.api_keys).
func (s *Store) CreateFirm(ctx context.Context, name string) (Firm, string, error) {
	name = cleanText(name)
	if name == "" {
		return Firm{}, "", fmt.Errorf("record: create firm: empty name: %w", ErrInvalid)
	}
	f := Firm{ID: newID(), Name: name}
	var key string
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, sqlInsertFirm, f.ID, f.Name); err != nil {
			return err
		}
		var err error
		_, key, err = insertKey(ctx, tx, f.ID)
		return err
	})
	if err != nil {
		return Firm{}, "", fmt.Errorf("record: create firm %q: %w", name, err)
	}
	return f, key, nil
}

// FirmByAPIKey returns the firm whose live API key is key, or ErrNotFound
// (also for a revoked key).
func (s *Store) FirmByAPIKey(ctx context.Context, key string) (Firm, error) {
	var f Firm
	err := s.pool.QueryRow(ctx, sqlFirmByKey, APIKeyHash(key)).Scan(&f.ID, &f.Name)
	if errors.Is(err, pgx.ErrNoRows) {
		return Firm{}, fmt.Errorf("record: firm for api key: %w", ErrNotFound)
	}
	if err != nil {
		return Firm{}, fmt.Errorf("record: firm for api key: %w", err)
	}
	return f, nil
}

// CreateMatter creates a matter of the firm and, in the same transaction,
// its matter.created fact.
func (s *Store) CreateMatter(ctx context.Context, firmID, title string) (Matter, error) {
	title = cleanText(title)
	if title == "" {
		return Matter{}, fmt.Errorf("record: create matter for firm %s: empty title: %w", firmID, ErrInvalid)
	}
	if !isUUID(firmID) {
		return Matter{}, fmt.Errorf("record: create matter for firm %q: %w", firmID, ErrNotFound)
	}
	m := Matter{FirmID: firmID, ID: newID(), Title: title}
	err := FirmTx(ctx, s.pool, firmID, pgx.TxOptions{}, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, sqlInsertMatter, m.FirmID, m.ID, m.Title).Scan(&m.Status, &m.CreatedAt)
		if isPgCode(err, "23503") { // no such firm
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		_, err = outbox.Write(ctx, tx, outbox.Fact{
			FirmID: m.FirmID, MatterID: m.ID, Name: FactMatterCreated,
			Payload: map[string]string{"firm_id": m.FirmID, "matter_id": m.ID},
		})
		return err
	})
	if err != nil {
		return Matter{}, fmt.Errorf("record: create matter for firm %s: %w", firmID, err)
	}
	return m, nil
}

// GetMatter returns the firm's matter, or ErrNotFound (also when the matter
// belongs to another firm).
func (s *Store) GetMatter(ctx context.Context, firmID, matterID string) (Matter, error) {
	if !isUUID(firmID) || !isUUID(matterID) {
		return Matter{}, fmt.Errorf("record: firm %q matter %q: %w", firmID, matterID, ErrNotFound)
	}
	var m Matter
	err := FirmTx(ctx, s.pool, firmID, readOnly, func(tx pgx.Tx) error {
		var err error
		m, err = getMatter(ctx, tx, firmID, matterID)
		return err
	})
	return m, err
}

// readOnly is the options of a firm's transaction that only reads.
var readOnly = pgx.TxOptions{AccessMode: pgx.ReadOnly}

func getMatter(ctx context.Context, q Querier, firmID, matterID string) (Matter, error) {
	if !isUUID(firmID) || !isUUID(matterID) {
		return Matter{}, fmt.Errorf("record: firm %q matter %q: %w", firmID, matterID, ErrNotFound)
	}
	m := Matter{FirmID: firmID, ID: matterID}
	err := q.QueryRow(ctx, sqlGetMatter, firmID, matterID).Scan(&m.Title, &m.Status, &m.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return Matter{}, fmt.Errorf("record: firm %s matter %s: %w", firmID, matterID, ErrNotFound)
	}
	if err != nil {
		return Matter{}, fmt.Errorf("record: firm %s matter %s: %w", firmID, matterID, err)
	}
	return m, nil
}

// Upload stores the file read from r as a document of the firm's matter.
// The blob is written and synced first; then one transaction inserts the
// document row and its document.uploaded fact. A file over MaxUploadBytes is
// ErrTooLarge. The same content uploaded again to the same matter returns
// the existing document and writes no new fact. A new document is always
// StatusStored, whatever was read before.
func (s *Store) Upload(ctx context.Context, firmID, matterID, fileName string, r io.Reader) (Document, error) {
	if _, err := s.GetMatter(ctx, firmID, matterID); err != nil {
		return Document{}, fmt.Errorf("record: upload %q: %w", fileName, err)
	}
	f, err := s.Stage(ctx, fileName, r)
	if err != nil {
		return Document{}, fmt.Errorf("record: upload to firm %s matter %s: %w", firmID, matterID, err)
	}
	docs, err := s.AddDocuments(ctx, firmID, matterID, []StagedFile{f})
	if err != nil {
		return Document{}, err
	}
	return docs[0], nil
}

// StagedFile is an uploaded file whose content is stored (Stage) but that
// is no document yet (AddDocuments).
type StagedFile struct {
	FileName string // as the client named it, cleaned
	SHA256   string
	Size     int64
	// Refusal says why the file is plainly no readable PDF (empty, no
	// %PDF- header, cut short: what the extractor refuses at sight), or
	// "". Recorded anyway, such a file ends in the Brief's unreadable; the
	// API refuses it at the door instead.
	Refusal string
}

// Stage stores the content read from r as a blob, durable when it returns,
// for AddDocuments to record. A file over MaxUploadBytes is ErrTooLarge.
// Content that no document comes to name is removed by SweepBlobs.
func (s *Store) Stage(ctx context.Context, fileName string, r io.Reader) (StagedFile, error) {
	max := s.maxUpload()
	var sniff sniffWriter
	sum, size, err := s.blobs.Put(ctx, io.TeeReader(&boundedReader{r: r, left: max}, &sniff))
	if err != nil {
		if errors.Is(err, ErrTooLarge) {
			return StagedFile{}, fmt.Errorf("record: stage %q: over %d bytes: %w", fileName, max, ErrTooLarge)
		}
		return StagedFile{}, fmt.Errorf("record: stage %q: store blob: %w", fileName, err)
	}
	return StagedFile{FileName: cleanFileName(fileName), SHA256: sum, Size: size, Refusal: sniff.reason()}, nil
}

// AddDocuments records staged files as documents of the firm's matter, each
// with its document.uploaded fact, all in one transaction: every file is
// recorded or none. A file whose content the matter already holds answers
// the existing document and writes no new fact. ErrNotFound when the firm
// has no such matter.
func (s *Store) AddDocuments(ctx context.Context, firmID, matterID string, files []StagedFile) ([]Document, error) {
	if !isUUID(firmID) || !isUUID(matterID) {
		return nil, fmt.Errorf("record: add documents to firm %q matter %q: %w", firmID, matterID, ErrNotFound)
	}
	var docs []Document
	add := func(tx pgx.Tx) error {
		docs = docs[:0]
		if _, err := getMatter(ctx, tx, firmID, matterID); err != nil {
			return err
		}
		for _, f := range files {
			if e, err := documentBySHA(ctx, tx, firmID, matterID, f.SHA256); err == nil {
				docs = append(docs, e)
				continue
			} else if !errors.Is(err, pgx.ErrNoRows) {
				return err
			}
			d := Document{ID: newID(), FirmID: firmID, MatterID: matterID, FileName: f.FileName, SHA256: f.SHA256, Size: f.Size}
			err := tx.QueryRow(ctx, sqlInsertDocument, d.ID, d.FirmID, d.MatterID, d.FileName, d.SHA256, d.Size).
				Scan(&d.PageCount, &d.Status, &d.Reason, &d.UploadedAt)
			if err != nil {
				return err
			}
			if _, err = outbox.Write(ctx, tx, outbox.Fact{
				FirmID: firmID, MatterID: matterID, DocumentID: d.ID, Name: FactDocumentUploaded,
				Payload: map[string]string{"firm_id": firmID, "matter_id": matterID, "document_id": d.ID, "sha256": f.SHA256},
			}); err != nil {
				return err
			}
			docs = append(docs, d)
		}
		return nil
	}
	err := FirmTx(ctx, s.pool, firmID, pgx.TxOptions{}, add)
	if isPgCode(err, "23505") {
		// A concurrent upload of the same content to this matter won; once
		// more, and its document is found.
		err = FirmTx(ctx, s.pool, firmID, pgx.TxOptions{}, add)
	}
	if err != nil {
		return nil, fmt.Errorf("record: add %d documents to firm %s matter %s: %w", len(files), firmID, matterID, err)
	}
	return docs, nil
}

func documentBySHA(ctx context.Context, q Querier, firmID, matterID, sum string) (Document, error) {
	return oneDocument(q.Query(ctx, sqlDocumentBySHA, firmID, matterID, sum))
}

// DeleteDocument soft-deletes the firm's document and writes its
// document.deleted fact in the same transaction. ErrNotFound when there is no
// such live document in the firm's matter.
func (s *Store) DeleteDocument(ctx context.Context, firmID, matterID, documentID string) error {
	if !isUUID(firmID) || !isUUID(matterID) || !isUUID(documentID) {
		return fmt.Errorf("record: delete document %q of firm %q matter %q: %w", documentID, firmID, matterID, ErrNotFound)
	}
	err := FirmTx(ctx, s.pool, firmID, pgx.TxOptions{}, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, sqlDeleteDocument, firmID, matterID, documentID)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return ErrNotFound
		}
		_, err = outbox.Write(ctx, tx, outbox.Fact{
			FirmID: firmID, MatterID: matterID, DocumentID: documentID, Name: FactDocumentDeleted,
			Payload: map[string]string{"firm_id": firmID, "matter_id": matterID, "document_id": documentID},
		})
		return err
	})
	if err != nil {
		return fmt.Errorf("record: delete document %s of firm %s matter %s: %w", documentID, firmID, matterID, err)
	}
	return nil
}

// ListDocuments returns the live (not deleted) documents of the firm's
// matter, ordered by (uploaded_at, id), read through q: pass the Brief
// builder's snapshot transaction to see exactly what it covers. ErrNotFound
// when the firm has no such matter.
func (s *Store) ListDocuments(ctx context.Context, q Querier, firmID, matterID string) ([]Document, error) {
	if q == nil {
		// A transaction of the firm's own (FirmTx): one moment, its rows only.
		var docs []Document
		err := FirmTx(ctx, s.pool, firmID, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly},
			func(tx pgx.Tx) error {
				var err error
				docs, err = s.ListDocuments(ctx, tx, firmID, matterID)
				return err
			})
		return docs, err
	}
	if _, err := getMatter(ctx, q, firmID, matterID); err != nil {
		return nil, fmt.Errorf("record: list documents: %w", err)
	}
	rows, err := q.Query(ctx, sqlListDocuments, firmID, matterID)
	if err != nil {
		return nil, fmt.Errorf("record: list documents of firm %s matter %s: %w", firmID, matterID, err)
	}
	docs, err := pgx.CollectRows(rows, pgx.RowToStructByName[Document])
	if err != nil {
		return nil, fmt.Errorf("record: list documents of firm %s matter %s: %w", firmID, matterID, err)
	}
	return docs, nil
}

// MatterDocuments returns the firm's matter and its live documents (as
// ListDocuments orders them), read in one transaction of the firm: one
// moment, one round of statements. ErrNotFound when the firm has no such
// matter.
func (s *Store) MatterDocuments(ctx context.Context, firmID, matterID string) (Matter, []Document, error) {
	if !isUUID(firmID) || !isUUID(matterID) {
		return Matter{}, nil, fmt.Errorf("record: firm %q matter %q: %w", firmID, matterID, ErrNotFound)
	}
	var (
		m    Matter
		docs []Document
	)
	err := FirmTx(ctx, s.pool, firmID, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly},
		func(tx pgx.Tx) error {
			var err error
			if m, err = getMatter(ctx, tx, firmID, matterID); err != nil {
				return err
			}
			rows, err := tx.Query(ctx, sqlListDocuments, firmID, matterID)
			if err != nil {
				return err
			}
			docs, err = pgx.CollectRows(rows, pgx.RowToStructByName[Document])
			return err
		})
	if err != nil {
		return Matter{}, nil, fmt.Errorf("record: matter and documents of firm %s matter %s: %w", firmID, matterID, err)
	}
	return m, docs, nil
}

// GetDocument returns the firm's live document, or ErrNotFound.
func (s *Store) GetDocument(ctx context.Context, firmID, matterID, documentID string) (Document, error) {
	if !isUUID(firmID) || !isUUID(matterID) || !isUUID(documentID) {
		return Document{}, fmt.Errorf("record: document %q of firm %q matter %q: %w", documentID, firmID, matterID, ErrNotFound)
	}
	var d Document
	err := FirmTx(ctx, s.pool, firmID, readOnly, func(tx pgx.Tx) error {
		var err error
		d, err = oneDocument(tx.Query(ctx, sqlGetDocument, firmID, matterID, documentID))
		return err
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return Document{}, fmt.Errorf("record: document %s of firm %s matter %s: %w", documentID, firmID, matterID, ErrNotFound)
	}
	if err != nil {
		return Document{}, fmt.Errorf("record: document %s of firm %s matter %s: %w", documentID, firmID, matterID, err)
	}
	return d, nil
}

// oneDocument reads the first row of a query of documentColumns by name
// (pgx.ErrNoRows when there is none), as QueryRow would.
func oneDocument(rows pgx.Rows, err error) (Document, error) {
	if err != nil {
		return Document{}, err
	}
	return pgx.CollectOneRow(rows, pgx.RowToStructByName[Document])
}

// EnsureExtracted returns the text of d's content, extracting it on first
// need. The result (also an unreadable one) is cached per content hash in
// record.extractions and record.page_texts, and every document with that
// content gets the status, page count and reason. The extraction runs
// outside any transaction, so a worker stopped in the middle of a read
// holds no lock or session another worker needs: in one process,
// concurrent callers for one hash share one extraction; across processes
// two may read the same content, and the first to record it wins (the
// write is a short transaction that rechecks the cache under the hash's
// lock). The error is for the database, a missing blob or a cancelled ctx;
// a bad PDF is an unreadable Extraction. A Transient outcome (time ran out)
// is returned but neither cached nor given to the documents: the next call
// reads the file again.
func (s *Store) EnsureExtracted(ctx context.Context, d Document) (Extraction, error) {
	return s.ensureExtracted(ctx, d, readOptions{})
}

// readOptions tune one ensureExtracted call.
type readOptions struct {
	// keepTransient caches a Transient outcome too: the last of the
	// Reader's attempts, so that a file that never reads in time is said to
	// be partly read instead of retried forever.
	keepTransient bool
	// inTx runs in the transaction that marks the documents (the Reader's
	// document.read facts); it gets the documents that went from stored.
	inTx func(ctx context.Context, tx pgx.Tx, marked []Document) error
}

// errNotKept rolls back the recording transaction of a transient outcome.
var errNotKept = errors.New("transient outcome not kept")

// cachedOnly returns the cached extraction of d's content and marks d's
// documents, or ErrNotFound when the content was never read.
func (s *Store) cachedOnly(ctx context.Context, d Document, o readOptions) (Extraction, error) {
	var x Extraction
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var err error
		if x, err = cachedExtraction(ctx, tx, d.SHA256); err != nil {
			return err
		}
		return s.mark(ctx, tx, d.SHA256, x, o)
	})
	return x, err
}

// mark gives every stored document with this content the extraction's
// outcome, then runs o.inTx with the documents it marked.
func (s *Store) mark(ctx context.Context, tx pgx.Tx, sum string, x Extraction, o readOptions) error {
	rows, err := tx.Query(ctx, sqlMarkDocuments, sum, x.Status, len(x.Pages), nullable(x.Reason))
	if err != nil {
		return err
	}
	marked, err := pgx.CollectRows(rows, pgx.RowToStructByName[Document])
	if err != nil {
		return err
	}
	if o.inTx != nil {
		return o.inTx(ctx, tx, marked)
	}
	return nil
}

func (s *Store) ensureExtracted(ctx context.Context, d Document, o readOptions) (Extraction, error) {
	sum := d.SHA256
	if !validSHA256(sum) {
		return Extraction{}, fmt.Errorf("record: extract document %s: bad sha256 %q", d.ID, sum)
	}
	fail := func(err error) (Extraction, error) {
		return Extraction{}, fmt.Errorf("record: extract document %s (sha256 %s) of firm %s matter %s: %w",
			d.ID, sum, d.FirmID, d.MatterID, err)
	}
	if x, err := s.cachedOnly(ctx, d, o); err == nil {
		return x, nil
	} else if !errors.Is(err, ErrNotFound) {
		return fail(err)
	}
	x, err := s.extractShared(ctx, d)
	if err != nil {
		return fail(err)
	}
	// Record it (or find it recorded) and mark the documents, in one short
	// transaction under the process's own session bounds.
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		recorded, err := s.store(ctx, tx, sum, x, o.keepTransient)
		if err != nil {
			return err
		}
		x = recorded
		return s.mark(ctx, tx, sum, x, o)
	})
	if errors.Is(err, errNotKept) {
		return x, nil
	}
	if err != nil {
		return fail(err)
	}
	return x, nil
}

// extractShared reads d's content once for every caller of this process
// that asks for the same hash meanwhile, outside any transaction: a process
// stopped here holds nothing in the database. Content another process
// recorded since the caller looked is taken from the cache; a readable
// outcome is recorded before the shared call ends, so a caller that comes
// after it finds the cache. A caller whose context ends stops waiting; one
// whose context lives on reads again if the call it shared was cancelled by
// another caller's context.
func (s *Store) extractShared(ctx context.Context, d Document) (Extraction, error) {
	sum := d.SHA256
	for {
		ch := s.flights.DoChan(sum, func() (any, error) {
			if x, err := cachedExtraction(ctx, s.pool, sum); err == nil {
				return x, nil
			} else if !errors.Is(err, ErrNotFound) {
				return Extraction{}, err
			}
			x, err := s.extractBlob(ctx, d)
			if err != nil {
				return Extraction{}, err
			}
			if x.Extractor == "" {
				x.Extractor = "none" // refused before any extractor ran
			}
			if x.Transient {
				return x, nil // each caller decides whether to keep it
			}
			err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
				x, err = s.store(ctx, tx, sum, x, false)
				return err
			})
			return x, err
		})
		select {
		case <-ctx.Done():
			return Extraction{}, ctx.Err()
		case r := <-ch:
			if r.Err != nil && ctx.Err() == nil && (errors.Is(r.Err, context.Canceled) || errors.Is(r.Err, context.DeadlineExceeded)) {
				continue // the caller that read for us gave up; read again
			}
			if r.Err != nil {
				return Extraction{}, r.Err
			}
			x := r.Val.(Extraction)
			x.Pages = slices.Clone(x.Pages) // each caller owns its pages
			return x, nil
		}
	}
}

// store records x as the content sum's extraction, under the hash's
// transaction lock (held for a few statements, within the session's usual
// bounds), unless the content is recorded already, and returns what is
// recorded. A Transient x
// is recorded only when keepTransient; otherwise store returns errNotKept
// (the caller rolls back). Two processes that read the same content record
// it once: the second finds the first's row.
func (s *Store) store(ctx context.Context, tx pgx.Tx, sum string, x Extraction, keepTransient bool) (Extraction, error) {
	if _, err := tx.Exec(ctx, sqlLockHash, sum); err != nil {
		return Extraction{}, err
	}
	if cached, err := cachedExtraction(ctx, tx, sum); err == nil {
		return cached, nil
	} else if !errors.Is(err, ErrNotFound) {
		return Extraction{}, err
	}
	if x.Transient && !keepTransient {
		return Extraction{}, errNotKept
	}
	if _, err := tx.Exec(ctx, sqlInsertExtraction, sum, x.Status, nullable(x.Reason), len(x.Pages), x.Extractor); err != nil {
		return Extraction{}, err
	}
	if _, err := tx.CopyFrom(ctx, pgx.Identifier{"record", "page_texts"}, []string{"sha256", "page", "text", "ocr", "status"},
		pgx.CopyFromSlice(len(x.Pages), func(i int) ([]any, error) {
			p := x.Pages[i]
			if p.Status == "" {
				p.Status = PageRead
			}
			return []any{sum, p.Number, p.Text, p.OCR, p.Status}, nil
		})); err != nil {
		return Extraction{}, err
	}
	return x, nil
}

// extractBlob copies the blob to a temp file and extracts it there (poppler
// reads files; the copy keeps memory flat whatever the file's size).
func (s *Store) extractBlob(ctx context.Context, d Document) (Extraction, error) {
	sum := d.SHA256
	rc, err := s.blobs.Open(ctx, sum)
	if err != nil {
		return Extraction{}, err
	}
	defer rc.Close()
	dir, err := os.MkdirTemp("", "pramaan-blob-*")
	if err != nil {
		return Extraction{}, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, sum+".pdf")
	f, err := os.Create(path)
	if err != nil {
		return Extraction{}, err
	}
	// One byte over the bound is enough for the extractor to refuse it.
	_, err = io.Copy(f, io.LimitReader(ctxReader{ctx, rc}, s.ex.maxBytes()+1))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return Extraction{}, fmt.Errorf("copy blob: %w", err)
	}
	s.extractRuns.Add(1)
	start := time.Now()
	x, err := s.ex.ExtractFile(ctx, path)
	if err != nil {
		return Extraction{}, err
	}
	log := s.Logger
	if log == nil {
		log = slog.Default()
	}
	level := slog.LevelInfo
	if x.Status != StatusExtracted {
		level = slog.LevelWarn
	}
	ocr := 0
	for _, p := range x.Pages {
		if p.OCR {
			ocr++
		}
	}
	log.Log(ctx, level, "record: extraction", "firm_id", d.FirmID, "matter_id", d.MatterID, "document_id", d.ID, "sha256", sum, "status", x.Status, "reason", x.Reason,
		"pages", len(x.Pages), "ocr_pages", ocr, "extractor", x.Extractor, "elapsed", time.Since(start))
	// The caller's cancellation is not a property of the file: never cache it.
	if err := ctx.Err(); err != nil {
		return Extraction{}, err
	}
	x.SHA256 = sum
	return x, nil
}

// Pages returns the extracted pages of the content with hash sha256, in
// order. ErrNotFound when it has not been extracted; an unreadable file may
// have no pages.
func (s *Store) Pages(ctx context.Context, sha256 string) ([]Page, error) {
	x, err := cachedExtraction(ctx, s.pool, sha256)
	if err != nil {
		return nil, fmt.Errorf("record: pages of %s: %w", sha256, err)
	}
	return x.Pages, nil
}

func cachedExtraction(ctx context.Context, q Querier, sum string) (Extraction, error) {
	x := Extraction{SHA256: sum}
	err := q.QueryRow(ctx, sqlGetExtraction, sum).Scan(&x.Status, &x.Reason, &x.Extractor)
	if errors.Is(err, pgx.ErrNoRows) {
		return Extraction{}, ErrNotFound
	}
	if err != nil {
		return Extraction{}, err
	}
	rows, err := q.Query(ctx, sqlGetPages, sum)
	if err != nil {
		return Extraction{}, err
	}
	x.Pages, err = pgx.CollectRows(rows, pgx.RowToStructByName[Page])
	if err != nil {
		return Extraction{}, err
	}
	return x, nil
}

// boundedReader yields at most left bytes, then fails with ErrTooLarge.
type boundedReader struct {
	r    io.Reader
	left int64
}

func (b *boundedReader) Read(p []byte) (int, error) {
	if b.left < 0 {
		return 0, ErrTooLarge
	}
	if int64(len(p)) > b.left+1 {
		p = p[:b.left+1]
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	if b.left < 0 {
		return n, ErrTooLarge
	}
	return n, err
}

func newID() string { return uuid.Must(uuid.NewV7()).String() }

func isUUID(s string) bool {
	_, err := uuid.Parse(s)
	return err == nil && len(s) == 36
}

func isPgCode(err error, code string) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == code
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// cleanFileName keeps the base name of what the client sent, valid UTF-8,
// without control characters, at most 255 bytes.
func cleanFileName(name string) string {
	name = strings.ToValidUTF8(name, "_")
	name = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, name)
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	name = strings.TrimSpace(name)
	for len(name) > 255 {
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
	if name == "" || name == "." || name == ".." {
		name = "document.pdf"
	}
	return name
}

// cleanText is a one-line name or title as stored: valid UTF-8, without NUL
// or other control characters (PostgreSQL text refuses NUL), trimmed.
func cleanText(s string) string {
	s = strings.ToValidUTF8(s, "")
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			return ' '
		case r < 0x20 || r == 0x7f:
			return -1
		}
		return r
	}, s)
	return strings.TrimSpace(s)
}
