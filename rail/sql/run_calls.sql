-- The model calls a run's build made, recorded whatever became of the run
-- (failed, released, or abandoned because its claim was taken over): the
-- run's own accounting, keyed by its id, so it needs no claim. Never lowers
-- a count already recorded.
--
-- While the run is open it lives on its job row (current_run_id), and the
-- statement that ends it copies the count into its record; once ended, its
-- record holds it. run_calls_open.sql runs first; when it matches no row
-- the run has ended (its record committed before that statement's check
-- of the row), and this statement, with a snapshot of its own, finds the
-- record.
-- $1 firm_id, $2 matter_id, $3 run_id, $4 model calls.
UPDATE ops.matter_frame_runs
SET model_calls = GREATEST(model_calls, $4)
WHERE firm_id = $1 AND matter_id = $2 AND run_id = $3;
