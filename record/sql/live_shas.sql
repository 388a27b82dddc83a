-- Which of these contents a live (not deleted) document still uses.
-- $1 sha256 list.
SELECT DISTINCT sha256 FROM record.documents
WHERE sha256 = ANY($1::text[]) AND deleted_at IS NULL
