-- Record a fenced finish on the run's record (the 'abandoned' written by
-- the claim that took the matter over, or by a release, is made precise:
-- this run tried to land and was refused), with the model calls its build
-- made: fenced work is spent work. A run's record exists once its claim is
-- no longer current: every statement that moves a claim on writes the
-- ended run's record in the same statement.
-- $1 firm_id, $2 matter_id, $3 run_id, $4 error text, $5 model calls.
UPDATE ops.matter_frame_runs
SET outcome = 'fenced', ended_at = clock_timestamp(), error = $4, model_calls = GREATEST(model_calls, $5)
WHERE firm_id = $1 AND matter_id = $2 AND run_id = $3 AND outcome = 'abandoned';
