-- Store one document's model output; a concurrent build that stored the same
-- key first wins (the outputs of one key are interchangeable).
INSERT INTO brief.document_extractions (firm_id, sha256, model, model_version, settings, output, model_calls, tokens)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
ON CONFLICT (firm_id, sha256, model, model_version, settings) DO NOTHING
