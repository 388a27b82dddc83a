-- What the build of a run still open on its job row sent to the model (see
-- run_extraction.sql): kept on the row until the statement that ends the
-- run copies it into its record. Changes no indexed column. Never lowers a
-- count.
-- $1 firm_id, $2 matter_id, $3 run_id, $4 documents extracted, $5 tokens.
UPDATE ops.matter_frame_jobs
SET run_documents_extracted = GREATEST(run_documents_extracted, $4),
    run_model_tokens = GREATEST(run_model_tokens, $5)
WHERE firm_id = $1 AND matter_id = $2 AND current_run_id = $3 AND run_status = 'running';
