-- Release (graceful shutdown): token-guarded release without counting a
-- failure. The demand stays unserved and is due at once (next_attempt_at :=
-- now), so the next reconcile pass of any worker, or the next demand, takes it.
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id, $5 reason.
WITH job AS (
    UPDATE ops.matter_frame_jobs j
    SET run_status = 'idle',
        next_attempt_at = clock_timestamp(),
        updated_at = clock_timestamp()
    WHERE j.firm_id = $1 AND j.matter_id = $2
      AND j.fencing_token = $3 AND j.run_status = 'running' AND j.current_run_id = $4
    RETURNING 1
), run AS (
    UPDATE ops.matter_frame_runs
    SET outcome = 'abandoned', ended_at = clock_timestamp(), error = $5
    WHERE firm_id = $1 AND matter_id = $2 AND run_id = $4 AND EXISTS (SELECT 1 FROM job)
)
SELECT count(*) FROM job;
