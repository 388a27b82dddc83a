-- After a claim is taken (demand, reconcile, follow-up in finish): insert the
-- run row of the job's current claim if it does not exist yet. Every writer
-- of a claim holds the job row lock until it commits, and commits the run row
-- with it, so the only missing run row this can see is this transaction's
-- own new claim: for a demand that lost, it inserts nothing.
--
-- $1 firm_ids uuid[], $2 matter_ids uuid[] (pairs), $3 follows_run_id (or null).
INSERT INTO ops.matter_frame_runs (
    run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, follows_run_id, started_at)
SELECT j.current_run_id, j.firm_id, j.matter_id, j.claimed_generation, j.claimed_by,
       j.last_traceparent, NULLIF(split_part(COALESCE(j.last_traceparent, ''), '-', 2), ''),
       $3::bigint, j.claimed_at
FROM ops.matter_frame_jobs j
JOIN unnest($1::uuid[], $2::uuid[]) AS k(firm_id, matter_id)
  ON j.firm_id = k.firm_id AND j.matter_id = k.matter_id
WHERE j.run_status = 'running'
  AND NOT EXISTS (SELECT 1 FROM ops.matter_frame_runs r WHERE r.run_id = j.current_run_id);
