-- After a claim is taken (demand, reconcile): every open run of the matter
-- other than the job's current run lost its claim to an expired lease, and
-- becomes 'abandoned'. Runs in a statement of its own, after the claim, so
-- its snapshot sees every run row committed before the claim's row lock was
-- granted (a CTE of the claim statement would not). Cheap: the partial
-- unique index on open runs holds at most one row per matter.
--
-- $1 firm_ids uuid[], $2 matter_ids uuid[] (pairs).
UPDATE ops.matter_frame_runs r
SET outcome = 'abandoned',
    ended_at = clock_timestamp(),
    error = 'lease expired; claim taken by run ' || j.current_run_id || ' (token ' || j.claimed_generation || ')'
FROM ops.matter_frame_jobs j,
     unnest($1::uuid[], $2::uuid[]) AS k(firm_id, matter_id)
WHERE j.firm_id = k.firm_id AND j.matter_id = k.matter_id
  AND r.firm_id = k.firm_id AND r.matter_id = k.matter_id
  AND r.outcome IS NULL
  AND r.run_id <> j.current_run_id;
