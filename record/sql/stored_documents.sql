-- Documents nobody has read: stored, live, uploaded more than a few seconds
-- ago (a build is asking for a fresh upload already), oldest first.
-- $1 limit.
SELECT document_id, firm_id, matter_id, filename, sha256, size_bytes,
       COALESCE(page_count, 0) AS page_count, status, COALESCE(reason, '') AS reason, uploaded_at
FROM record.documents
WHERE status = 'stored' AND deleted_at IS NULL
  AND uploaded_at < clock_timestamp() - interval '10 seconds'
ORDER BY uploaded_at
LIMIT $1
