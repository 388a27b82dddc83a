-- Release worker: a process that restarts under the same worker id gives
-- back every claim its previous incarnation held, at once, instead of
-- waiting out their leases. Like release.sql, no failure is counted: the
-- demand stays unserved and is due now. The tokens stay as they were, so a
-- zombie of the old incarnation that is somehow still computing is fenced.
-- $1 worker id, $2 reason.
WITH job AS (
    UPDATE ops.matter_frame_jobs j
    SET run_status = 'idle',
        next_attempt_at = clock_timestamp(),
        updated_at = clock_timestamp()
    WHERE j.claimed_by = $1 AND j.run_status = 'running'
    RETURNING j.firm_id, j.matter_id, j.current_run_id
), run AS (
    UPDATE ops.matter_frame_runs r
    SET outcome = 'abandoned', ended_at = clock_timestamp(), error = $2
    FROM job
    WHERE r.firm_id = job.firm_id AND r.matter_id = job.matter_id AND r.run_id = job.current_run_id
      AND r.outcome IS NULL
)
SELECT count(*) FROM job;
