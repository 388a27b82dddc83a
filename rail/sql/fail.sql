-- Fail: token-guarded release with exponential back-off. The demand stays
-- unserved (served < requested); the reconciler retries it once
-- next_attempt_at passes. Back-off = least(base * 2^attempts, max), with
-- attempts counted before this failure (first failure waits base).
-- The run, open on the job row until now, ends: its one record ('failed')
-- is inserted from the row's run columns (the model calls its build made
-- were recorded there, RecordModelCalls, before the failure).
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id, $5 base seconds,
-- $6 max seconds, $7 error text.
WITH job AS (
    UPDATE ops.matter_frame_jobs j
    SET run_status = 'idle',
        attempts = j.attempts + 1,
        -- sweep_at no later than the next attempt (migrations/00052).
        (next_attempt_at, sweep_at) = (
            SELECT n.at, CASE WHEN j.sweep_at <= n.at THEN j.sweep_at ELSE n.at END
              FROM (SELECT clock_timestamp() + LEAST(
                               make_interval(secs => $5::float8 * power(2, LEAST(j.attempts, 40))),
                               make_interval(secs => $6::float8)) AS at) n),
        last_error = $7,
        updated_at = clock_timestamp()
    WHERE j.firm_id = $1 AND j.matter_id = $2
      AND j.fencing_token = $3 AND j.run_status = 'running' AND j.current_run_id = $4
    RETURNING j.attempts, j.next_attempt_at, j.firm_id, j.matter_id, j.current_run_id, j.fencing_token, j.claimed_by, j.claimed_at, j.run_started_at,
              j.run_traceparent, j.run_follows_run_id, j.run_model_calls, j.run_documents_extracted, j.run_model_tokens
), run AS (
    INSERT INTO ops.matter_frame_runs (
        run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, follows_run_id,
        started_at, ended_at, outcome, error, model_calls, documents_extracted, model_tokens)
    SELECT job.current_run_id, job.firm_id, job.matter_id, job.fencing_token, COALESCE(job.claimed_by, ''),
           job.run_traceparent, NULLIF(split_part(COALESCE(job.run_traceparent, ''), '-', 2), ''), job.run_follows_run_id,
           COALESCE(job.run_started_at, job.claimed_at), clock_timestamp(), 'failed', $7,
           job.run_model_calls, job.run_documents_extracted, job.run_model_tokens
      FROM job
)
SELECT attempts, next_attempt_at FROM job;
