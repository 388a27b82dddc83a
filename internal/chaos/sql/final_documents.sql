SELECT firm_id::text, matter_id::text, document_id::text, deleted_at IS NOT NULL
FROM record.documents;
