SELECT firm_id::text, matter_id::text, document_id::text, deleted_at IS NOT NULL AS deleted
FROM record.documents;
