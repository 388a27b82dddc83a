// Package record is the matter's record: firms, matters, documents, their
// content-addressed blobs, and the text of every document page by page.
//
// It sits at the start of the flow in docs/architecture.md: an upload lands here (blob
// first, then the document row and its `document.uploaded` outbox fact in one
// transaction), and the Brief builder reads the record back through
// ListDocuments, EnsureExtracted and Pages. The rail knows nothing of it.
//
// Invariants this package protects:
//   - a document row never exists without its blob: the blob is written and
//     fsynced before the transaction that records the document (an orphan blob
//     is harmless garbage);
//   - a record change and its outbox fact commit together or not at all;
//   - tenants never see each other: every read and write names the firm, and
//     another firm's matter or document is ErrNotFound; behind that, every
//     firm's transaction (FirmTx) runs as the database role APIRole, whose
//     row-level security policies hide and refuse other firms' rows even
//     when a query forgets its firm filter (docs/operations-database.md);
//   - the same file in the same matter is one document, and the same content
//     is stored and extracted once (keyed by its sha256);
//   - page numbers are exact: page N of an Extraction is page N of the PDF,
//     blank pages included;
//   - no PDF can crash the caller: a corrupt, truncated, encrypted, oversized
//     or hostile file ends as an "unreadable" Extraction with a human reason.
package record
