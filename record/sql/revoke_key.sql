-- Revoke one of a firm's keys (idempotent). $1 firm_id, $2 key_id.
UPDATE record.api_keys SET revoked_at = COALESCE(revoked_at, now())
WHERE firm_id = $1 AND key_id = $2
RETURNING revoked_at
