-- Matter titles and firm names for a list of matters (operator views).
-- $1 matter ids.
SELECT m.matter_id::text, m.title, f.name
FROM record.matters m JOIN record.firms f ON f.firm_id = m.firm_id
WHERE m.matter_id = ANY($1::uuid[])
