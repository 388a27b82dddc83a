-- The model calls of a run still open on its job row (see run_calls.sql):
-- kept on the row until the statement that ends the run copies them into
-- its record. Changes no indexed column. Never lowers a count.
-- $1 firm_id, $2 matter_id, $3 run_id, $4 model calls.
UPDATE ops.matter_frame_jobs
SET run_model_calls = GREATEST(run_model_calls, $4)
WHERE firm_id = $1 AND matter_id = $2 AND current_run_id = $3 AND run_status = 'running';
