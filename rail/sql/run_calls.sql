-- The model calls a run's build made, recorded whatever became of the run
-- (failed, released, or abandoned because its claim was taken over): the
-- run's own accounting, keyed by its id, so it needs no claim. Never lowers
-- a count already recorded.
-- $1 firm_id, $2 matter_id, $3 run_id, $4 model calls.
UPDATE ops.matter_frame_runs
SET model_calls = GREATEST(model_calls, $4)
WHERE firm_id = $1 AND matter_id = $2 AND run_id = $3;
