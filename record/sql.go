package record

// The record's SQL, one named statement each.

const sqlInsertFirm = `
INSERT INTO record.firms (firm_id, name) VALUES ($1, $2)`

const sqlInsertMatter = `
INSERT INTO record.matters (firm_id, matter_id, title) VALUES ($1, $2, $3)
RETURNING status, created_at`

const sqlGetMatter = `
SELECT title, status, created_at FROM record.matters WHERE firm_id = $1 AND matter_id = $2`

// documentColumns is a Document's columns, named as its db tags.
const documentColumns = `document_id, firm_id, matter_id, filename, sha256, size_bytes,
       COALESCE(page_count, 0) AS page_count, status, COALESCE(reason, '') AS reason, uploaded_at`

// sqlInsertDocument: a new document is always 'stored', even when its
// content was read before (for any firm): the upload's answer must not tell
// a firm that someone else holds the same bytes. Reading marks it.
const sqlInsertDocument = `
INSERT INTO record.documents (document_id, firm_id, matter_id, filename, sha256, size_bytes)
VALUES ($1, $2, $3, $4, $5, $6)
RETURNING COALESCE(page_count, 0), status, COALESCE(reason, ''), uploaded_at`

const sqlDocumentBySHA = `
SELECT ` + documentColumns + `
FROM record.documents
WHERE firm_id = $1 AND matter_id = $2 AND sha256 = $3 AND deleted_at IS NULL`

const sqlGetDocument = `
SELECT ` + documentColumns + `
FROM record.documents
WHERE firm_id = $1 AND matter_id = $2 AND document_id = $3 AND deleted_at IS NULL`

const sqlListDocuments = `
SELECT ` + documentColumns + `
FROM record.documents
WHERE firm_id = $1 AND matter_id = $2 AND deleted_at IS NULL
ORDER BY uploaded_at, document_id`

const sqlDeleteDocument = `
UPDATE record.documents SET deleted_at = clock_timestamp()
WHERE firm_id = $1 AND matter_id = $2 AND document_id = $3 AND deleted_at IS NULL`

// sqlLockHash serialises the recording of one content hash until the
// transaction ends (the lock key is the hash's first 64 bits). It is held
// only by the short transaction that rechecks the cache and writes the
// extraction, never while a file is read, so it needs no wider bounds than
// the session's own (internal/dbconfig).
const sqlLockHash = `
SELECT pg_advisory_xact_lock(('x' || substr($1::text, 1, 16))::bit(64)::bigint)`

const sqlGetExtraction = `
SELECT status, COALESCE(reason, ''), extractor FROM record.extractions WHERE sha256 = $1`

const sqlGetPages = `
SELECT page, text, ocr, status FROM record.page_texts WHERE sha256 = $1 ORDER BY page`

const sqlInsertExtraction = `
INSERT INTO record.extractions (sha256, status, reason, page_count, extractor)
VALUES ($1, $2, $3, $4, $5)`

// sqlMarkDocuments gives every document with this content its extraction's
// outcome (documents are per matter, extractions per content).
const sqlMarkDocuments = `
UPDATE record.documents SET status = $2, page_count = $3, reason = $4
WHERE sha256 = $1 AND status = 'stored'
RETURNING ` + documentColumns
