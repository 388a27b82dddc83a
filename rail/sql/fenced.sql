-- Record a fenced finish on the run row (an 'abandoned' left by the
-- reclaimer is made precise: this run tried to land and was refused).
-- $1 run_id, $2 error text.
UPDATE ops.matter_frame_runs
SET outcome = 'fenced', ended_at = clock_timestamp(), error = $2
WHERE run_id = $1 AND (outcome IS NULL OR outcome = 'abandoned');
