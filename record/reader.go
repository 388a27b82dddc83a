package record

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"pramaan/outbox"
)

// queueWait is how long a build waits for a document whose reading has not
// started (it is queued behind its firm's share of the workers).
const queueWait = 250 * time.Millisecond

// FactDocumentExtracted is written when the Reader finishes reading a
// document that a Brief was already built without (its build stopped
// waiting): it demands the rebuild that brings the document in.
const FactDocumentExtracted = "document.extracted"

// ReaderOptions tune a Reader; zero values mean the defaults below.
type ReaderOptions struct {
	// Workers is how many files this process reads at once. Default 4: one
	// tool process each (pdftotext, or OCR one page at a time), so a slow
	// file costs a worker, not the machine.
	Workers int
	// PerFirm is the most files of one firm read at once. Default
	// max(1, Workers/2): one firm's uploads never hold every worker, so
	// another firm's file starts at once.
	PerFirm int
	// Attempts is how often a file whose reading ran out of time is read
	// before its partial outcome is kept. Default 3.
	Attempts int
	// Backoff is the wait before the second attempt; it doubles with each
	// further one. Default 2s.
	Backoff time.Duration
	// Sweep is how often the Reader looks for documents nobody is reading
	// (uploaded through another process, or left by a crash). Default 15s.
	Sweep time.Duration
	// BlobSweep is how often (and how long untouched) files nothing needs
	// are removed: blobs of deleted documents no live document shares, and
	// temp files of crashed uploads and reads. Default 10m.
	BlobSweep time.Duration
	// Logger receives the Reader's logs; nil means slog.Default().
	Logger *slog.Logger
}

func (o ReaderOptions) withDefaults() ReaderOptions {
	if o.Workers <= 0 {
		o.Workers = 4
	}
	if o.PerFirm <= 0 {
		o.PerFirm = max(1, o.Workers/2)
	}
	if o.Attempts <= 0 {
		o.Attempts = 3
	}
	if o.Backoff <= 0 {
		o.Backoff = 2 * time.Second
	}
	if o.Sweep <= 0 {
		o.Sweep = 15 * time.Second
	}
	if o.BlobSweep <= 0 {
		o.BlobSweep = 10 * time.Minute
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	return o
}

// Reader reads documents' text in a bounded pool of its own, outside the
// Brief's build slots, fair between firms: each firm has its own queue, the
// queues are served in turn, and no firm holds more than PerFirm workers. A
// build asks for its matter's documents and waits a bounded time: what is
// read by then is in the Brief, the rest is named as still being read and
// brought in by a later build (the document.extracted fact). It is safe for
// concurrent use; Run must be running for anything to be read.
type Reader struct {
	store *Store
	opt   ReaderOptions
	log   *slog.Logger

	mu      sync.Mutex
	jobs    map[string]*readJob   // firm/sha256 → the job reading it
	queues  map[string][]*readJob // firm → jobs waiting for a worker
	order   []string              // firms with queued jobs, in serving order
	running map[string]int        // firm → jobs being read
	busy    int                   // workers in use
	wake    chan struct{}
}

// readJob is the reading of one content for one firm.
type readJob struct {
	doc      Document // the document that asked first (its blob, its firm)
	attempts int
	started  bool          // a worker has taken it (at least once)
	done     chan struct{} // closed when x is final
	x        Extraction
	err      error
	// announce: matters whose build stopped waiting for this job; each gets
	// a document.extracted fact when it finishes.
	announce map[string]Document
}

// NewReader returns a Reader over store.
func NewReader(store *Store, o ReaderOptions) *Reader {
	o = o.withDefaults()
	return &Reader{store: store, opt: o, log: o.Logger.With("component", "record.reader"),
		jobs: map[string]*readJob{}, queues: map[string][]*readJob{}, running: map[string]int{},
		wake: make(chan struct{}, 1)}
}

func jobKey(d Document) string { return d.FirmID + "/" + d.SHA256 }

// submit queues the reading of d's content for d's firm, or joins the job
// already under way. Caller holds r.mu.
func (r *Reader) submitLocked(d Document) *readJob {
	k := jobKey(d)
	if j, ok := r.jobs[k]; ok {
		return j
	}
	j := &readJob{doc: d, done: make(chan struct{}), announce: map[string]Document{}}
	r.jobs[k] = j
	r.enqueueLocked(j)
	return j
}

func (r *Reader) enqueueLocked(j *readJob) {
	firm := j.doc.FirmID
	if len(r.queues[firm]) == 0 {
		r.order = append(r.order, firm)
	}
	r.queues[firm] = append(r.queues[firm], j)
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// Submit queues the reading of d (an upload, so that its text is ready when
// the build asks). It never blocks.
func (r *Reader) Submit(d Document) {
	if d.Status != StatusStored || !validSHA256(d.SHA256) {
		return
	}
	r.mu.Lock()
	r.submitLocked(d)
	r.mu.Unlock()
}

// Read returns the text of each document of docs that is read within wait
// (cached contents at once), keyed by document id, and the documents still
// being read. Those go on being read; when one finishes, the reader writes
// a document.extracted fact for its matter, so the Brief is built again
// with it. The error is for the database only.
func (r *Reader) Read(ctx context.Context, docs []Document, wait time.Duration) (map[string]Extraction, []Document, error) {
	read := make(map[string]Extraction, len(docs))
	type waiting struct {
		d Document
		j *readJob
	}
	var pending []waiting
	// Contents read before come in two queries, however many documents the
	// matter holds; only documents not yet marked need a transaction each.
	cached, err := r.store.cachedMany(ctx, docs)
	if err != nil {
		return nil, nil, fmt.Errorf("record: read documents: %w", err)
	}
	for _, d := range docs {
		if x, ok := cached[d.SHA256]; ok && d.Status != StatusStored {
			read[d.ID] = x
			continue
		}
		x, err := r.store.cachedOnly(ctx, d, readOptions{})
		if err == nil {
			read[d.ID] = x
			continue
		}
		if !errors.Is(err, ErrNotFound) {
			return nil, nil, fmt.Errorf("record: read document %s of firm %s matter %s: %w", d.ID, d.FirmID, d.MatterID, err)
		}
		r.mu.Lock()
		j := r.submitLocked(d)
		r.mu.Unlock()
		pending = append(pending, waiting{d, j})
	}
	// Wait for each job until it is done, or the wait ends; a job still
	// queued behind its firm's share after queueWait is not waited for: the
	// firm's own backlog must not hold a build slot.
	deadline := time.Now().Add(wait)
	queueDeadline := time.Now().Add(min(wait, queueWait))
	var still []Document
	for _, p := range pending {
		for {
			r.mu.Lock()
			started := p.j.started
			r.mu.Unlock()
			until := deadline
			if !started {
				until = queueDeadline
			}
			left := time.Until(until)
			if left <= 0 {
				break
			}
			select {
			case <-p.j.done:
			case <-time.After(min(left, 20*time.Millisecond)):
				continue
			case <-ctx.Done():
				return nil, nil, ctx.Err()
			}
			break
		}
		r.mu.Lock()
		select {
		case <-p.j.done:
			r.mu.Unlock()
			if p.j.err != nil {
				return nil, nil, p.j.err
			}
			read[p.d.ID] = p.j.x
		default:
			// Under the lock, so the job cannot finish unseen: it will
			// announce this matter.
			p.j.announce[p.d.FirmID+"/"+p.d.MatterID] = p.d
			r.mu.Unlock()
			still = append(still, p.d)
		}
	}
	return read, still, nil
}

// Run serves the queues until ctx ends, and sweeps for unread documents
// every Sweep. Reads under way when ctx ends are cancelled (nothing is
// cached for them).
func (r *Reader) Run(ctx context.Context) error {
	var wg sync.WaitGroup
	defer wg.Wait()
	sweep := time.NewTicker(r.opt.Sweep)
	defer sweep.Stop()
	r.sweep(ctx)
	// Files nothing needs: blobs of deleted documents, and what crashed
	// uploads and reads left behind; at start, then every BlobSweep.
	blobs := time.NewTicker(r.opt.BlobSweep)
	defer blobs.Stop()
	r.sweepFiles(ctx)
	for {
		r.mu.Lock()
		for r.busy < r.opt.Workers {
			j := r.nextLocked()
			if j == nil {
				break
			}
			r.busy++
			r.running[j.doc.FirmID]++
			j.started = true
			wg.Add(1)
			go func() {
				defer wg.Done()
				r.work(ctx, j)
			}()
		}
		r.mu.Unlock()
		select {
		case <-ctx.Done():
			return nil
		case <-r.wake:
		case <-sweep.C:
			r.sweep(ctx)
		case <-blobs.C:
			r.sweepFiles(ctx)
		}
	}
}

// nextLocked takes the next job: firms in turn, skipping a firm at its
// PerFirm bound. Caller holds r.mu.
func (r *Reader) nextLocked() *readJob {
	for i, firm := range r.order {
		if r.running[firm] >= r.opt.PerFirm {
			continue
		}
		q := r.queues[firm]
		j := q[0]
		if len(q) == 1 {
			delete(r.queues, firm)
			r.order = append(r.order[:i:i], r.order[i+1:]...)
		} else {
			r.queues[firm] = q[1:]
			// The firm goes to the back of the line.
			r.order = append(append(r.order[:i:i], r.order[i+1:]...), firm)
		}
		return j
	}
	return nil
}

// work reads one job's content once and either finishes the job or, for a
// transient outcome short of the last attempt, queues it again after a
// back-off.
func (r *Reader) work(ctx context.Context, j *readJob) {
	j.attempts++
	last := j.attempts >= r.opt.Attempts
	var announced map[string]bool
	x, err := r.store.ensureExtracted(ctx, j.doc, readOptions{
		keepTransient: last,
		inTx: func(ctx context.Context, tx pgx.Tx, _ []Document) error {
			r.mu.Lock()
			targets := make([]Document, 0, len(j.announce))
			announced = map[string]bool{}
			for k, d := range j.announce {
				targets = append(targets, d)
				announced[k] = true
			}
			r.mu.Unlock()
			return writeExtracted(ctx, tx, targets)
		},
	})
	r.mu.Lock()
	r.busy--
	r.running[j.doc.FirmID]--
	if r.running[j.doc.FirmID] == 0 {
		delete(r.running, j.doc.FirmID)
	}
	select {
	case r.wake <- struct{}{}:
	default:
	}
	if err == nil && x.Transient && !last && ctx.Err() == nil {
		wait := r.opt.Backoff << (j.attempts - 1)
		r.mu.Unlock()
		r.log.Info("reading ran out of time; reading it again later", "firm_id", j.doc.FirmID, "document_id", j.doc.ID,
			"attempt", j.attempts, "retry_in", wait, "reason", x.Reason)
		time.AfterFunc(wait, func() {
			if ctx.Err() != nil {
				return
			}
			r.mu.Lock()
			r.enqueueLocked(j)
			r.mu.Unlock()
		})
		return
	}
	j.x, j.err = x, err
	delete(r.jobs, jobKey(j.doc))
	var late []Document
	for k, d := range j.announce {
		if !announced[k] {
			late = append(late, d)
		}
	}
	close(j.done)
	r.mu.Unlock()
	if err != nil {
		if ctx.Err() == nil {
			r.log.Warn("reading failed", "firm_id", j.doc.FirmID, "document_id", j.doc.ID, "err", err)
		}
		return
	}
	if len(late) > 0 {
		// A build stopped waiting after the marking transaction: announce
		// in a transaction of its own.
		err := pgx.BeginFunc(context.WithoutCancel(ctx), r.store.pool, func(tx pgx.Tx) error {
			return writeExtracted(ctx, tx, late)
		})
		if err != nil {
			r.log.Warn("document.extracted fact", "firm_id", j.doc.FirmID, "document_id", j.doc.ID, "err", err)
		}
	}
}

// writeExtracted writes one document.extracted fact per document given.
func writeExtracted(ctx context.Context, tx pgx.Tx, docs []Document) error {
	for _, d := range docs {
		_, err := outbox.Write(ctx, tx, outbox.Fact{
			FirmID: d.FirmID, MatterID: d.MatterID, DocumentID: d.ID, Name: FactDocumentExtracted,
			Payload: map[string]string{"firm_id": d.FirmID, "matter_id": d.MatterID, "document_id": d.ID, "sha256": d.SHA256},
		})
		if err != nil {
			return fmt.Errorf("record: document.extracted fact for document %s of firm %s matter %s: %w", d.ID, d.FirmID, d.MatterID, err)
		}
	}
	return nil
}

// sweep queues documents that are stored and not being read: uploaded
// through another process, or left unread by a crash. Each is announced
// when read, since no build waits for it.
func (r *Reader) sweep(ctx context.Context) {
	rows, err := r.store.pool.Query(ctx, sqlStoredDocuments, 500)
	if err != nil {
		if ctx.Err() == nil {
			r.log.Warn("sweep for unread documents", "err", err)
		}
		return
	}
	docs, err := pgx.CollectRows(rows, pgx.RowToStructByName[Document])
	if err != nil {
		if ctx.Err() == nil {
			r.log.Warn("sweep for unread documents", "err", err)
		}
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, d := range docs {
		if _, ok := r.jobs[jobKey(d)]; ok {
			continue
		}
		j := r.submitLocked(d)
		j.announce[d.FirmID+"/"+d.MatterID] = d
	}
}

// sweepFiles removes blobs nothing needs and the temp files of crashed
// reads (in the system's temp folder, untouched for a day: other processes
// of this machine may be reading).
func (r *Reader) sweepFiles(ctx context.Context) {
	n, err := r.store.SweepBlobs(ctx, r.opt.BlobSweep)
	if err != nil && ctx.Err() == nil {
		r.log.Warn("sweep of unused blobs", "err", err)
	}
	m := sweepTemp(os.TempDir(), 24*time.Hour, "pramaan-blob-", "pramaan-extract-", "pramaan-ocr-")
	if n+m > 0 {
		r.log.Info("removed files nothing needs", "blobs_and_upload_temps", n, "read_temps", m)
	}
}

// sweepTemp removes entries of dir with one of these name prefixes that
// were untouched for longer than age.
func sweepTemp(dir string, age time.Duration, prefixes ...string) int {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	cutoff := time.Now().Add(-age)
	n := 0
	for _, e := range entries {
		ok := false
		for _, p := range prefixes {
			ok = ok || strings.HasPrefix(e.Name(), p)
		}
		if !ok {
			continue
		}
		info, err := e.Info()
		if err != nil || info.ModTime().After(cutoff) {
			continue
		}
		if os.RemoveAll(filepath.Join(dir, e.Name())) == nil {
			n++
		}
	}
	return n
}

// cachedMany returns the cached extractions of the documents' contents,
// keyed by sha256, in two queries.
func (s *Store) cachedMany(ctx context.Context, docs []Document) (map[string]Extraction, error) {
	shas := make([]string, 0, len(docs))
	seen := map[string]bool{}
	for _, d := range docs {
		if validSHA256(d.SHA256) && !seen[d.SHA256] {
			seen[d.SHA256] = true
			shas = append(shas, d.SHA256)
		}
	}
	out := make(map[string]Extraction, len(shas))
	if len(shas) == 0 {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, sqlExtractionsMany, shas)
	if err != nil {
		return nil, err
	}
	xs, err := pgx.CollectRows(rows, pgx.RowToStructByName[Extraction])
	if err != nil {
		return nil, err
	}
	for _, x := range xs {
		x.Pages = []Page{}
		out[x.SHA256] = x
	}
	rows, err = s.pool.Query(ctx, sqlPagesMany, shas)
	if err != nil {
		return nil, err
	}
	pages, err := pgx.CollectRows(rows, pgx.RowToStructByName[contentPage])
	if err != nil {
		return nil, err
	}
	for _, p := range pages {
		if x, ok := out[p.SHA256]; ok {
			x.Pages = append(x.Pages, p.Page)
			out[p.SHA256] = x
		}
	}
	return out, nil
}

// contentPage is one row of pages_many.sql: a page of a content.
type contentPage struct {
	SHA256 string `db:"sha256"`
	Page
}
