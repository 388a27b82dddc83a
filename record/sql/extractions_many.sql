-- The cached extractions of several contents. $1 sha256 list.
SELECT sha256, status, COALESCE(reason, '') AS reason, extractor
FROM record.extractions WHERE sha256 = ANY($1::text[])
