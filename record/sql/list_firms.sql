-- Every firm, oldest first, with how many of its API keys are not revoked
-- (for the operator's `pramaan firm list`; it runs as the owner, across firms).
SELECT f.firm_id, f.name, f.created_at,
       (SELECT count(*) FROM record.api_keys k
         WHERE k.firm_id = f.firm_id AND k.revoked_at IS NULL)::int AS active_keys
FROM record.firms f
ORDER BY f.created_at, f.firm_id
