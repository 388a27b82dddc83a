-- Release (graceful shutdown): token-guarded release without counting a
-- failure. The demand stays unserved and is due at once (next_attempt_at :=
-- now), so the next reconcile pass of any worker, or the next demand, takes it.
-- The run, open on the job row until now, ends: its one record
-- ('abandoned') is inserted from the row's run columns.
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id, $5 reason.
WITH job AS (
    UPDATE ops.matter_frame_jobs j
    SET run_status = 'idle',
        -- sweep_at no later than the next attempt (migrations/00052).
        (next_attempt_at, sweep_at) = (
            SELECT t.now, CASE WHEN j.sweep_at <= t.now THEN j.sweep_at ELSE t.now END
              FROM (SELECT clock_timestamp() AS now) t),
        updated_at = clock_timestamp()
    WHERE j.firm_id = $1 AND j.matter_id = $2
      AND j.fencing_token = $3 AND j.run_status = 'running' AND j.current_run_id = $4
    RETURNING j.firm_id, j.matter_id, j.current_run_id, j.fencing_token, j.claimed_by, j.claimed_at, j.run_started_at,
              j.run_traceparent, j.run_follows_run_id, j.run_model_calls, j.run_documents_extracted, j.run_model_tokens
), run AS (
    INSERT INTO ops.matter_frame_runs (
        run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, follows_run_id,
        started_at, ended_at, outcome, error, model_calls, documents_extracted, model_tokens)
    SELECT job.current_run_id, job.firm_id, job.matter_id, job.fencing_token, COALESCE(job.claimed_by, ''),
           job.run_traceparent, NULLIF(split_part(COALESCE(job.run_traceparent, ''), '-', 2), ''), job.run_follows_run_id,
           COALESCE(job.run_started_at, job.claimed_at), clock_timestamp(), 'abandoned', $5,
           job.run_model_calls, job.run_documents_extracted, job.run_model_tokens
      FROM job
)
SELECT count(*) FROM job;
