-- One document's cached model output (brief.document_extractions).
SELECT output
  FROM brief.document_extractions
 WHERE firm_id = $1 AND sha256 = $2 AND model = $3 AND model_version = $4 AND settings = $5
