-- The firm whose live (not revoked) API key has this hash.
-- $1 key_hash.
SELECT f.firm_id, f.name
FROM record.api_keys k JOIN record.firms f ON f.firm_id = k.firm_id
WHERE k.key_hash = $1 AND k.revoked_at IS NULL
