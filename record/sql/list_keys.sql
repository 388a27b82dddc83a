-- A firm's API keys, newest first, revoked ones too. $1 firm_id.
SELECT key_id, firm_id, prefix, created_at, revoked_at
FROM record.api_keys WHERE firm_id = $1
ORDER BY created_at DESC, key_id
