-- Fail: token-guarded release with exponential back-off. The demand stays
-- unserved (served < requested); the reconciler retries it once
-- next_attempt_at passes. Back-off = least(base * 2^attempts, max), with
-- attempts counted before this failure (first failure waits base).
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id, $5 base seconds,
-- $6 max seconds, $7 error text.
WITH job AS (
    UPDATE ops.matter_frame_jobs j
    SET run_status = 'idle',
        attempts = j.attempts + 1,
        next_attempt_at = clock_timestamp() + LEAST(
            make_interval(secs => $5::float8 * power(2, LEAST(j.attempts, 40))),
            make_interval(secs => $6::float8)),
        last_error = $7,
        updated_at = clock_timestamp()
    WHERE j.firm_id = $1 AND j.matter_id = $2
      AND j.fencing_token = $3 AND j.run_status = 'running' AND j.current_run_id = $4
    RETURNING j.attempts, j.next_attempt_at
), run AS (
    UPDATE ops.matter_frame_runs
    SET outcome = 'failed', ended_at = clock_timestamp(), error = $7
    WHERE firm_id = $1 AND matter_id = $2 AND run_id = $4 AND EXISTS (SELECT 1 FROM job)
)
SELECT attempts, next_attempt_at FROM job;
