-- The pages of several cached contents, in order. $1 sha256 list.
SELECT sha256, page, text, ocr, status
FROM record.page_texts WHERE sha256 = ANY($1::text[])
ORDER BY sha256, page
