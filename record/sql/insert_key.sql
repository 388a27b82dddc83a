-- A new API key of a firm (its hash only). No row when the firm is unknown.
-- $1 key_id, $2 firm_id, $3 key_hash, $4 prefix.
INSERT INTO record.api_keys (key_id, firm_id, key_hash, prefix)
SELECT $1, f.firm_id, $3, $4 FROM record.firms f WHERE f.firm_id = $2
RETURNING created_at
