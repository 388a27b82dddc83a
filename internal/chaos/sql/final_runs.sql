-- Every run: the ended runs' records, and the runs still open on their
-- running job rows (a run's record is written when it ends; docs/rail.md).
SELECT firm_id::text, matter_id::text, run_id, token, worker_id, COALESCE(follows_run_id, 0) AS follows_run_id,
       started_at, ended_at, COALESCE(outcome, '') AS outcome, model_calls
FROM ops.matter_frame_runs
UNION ALL
SELECT firm_id::text, matter_id::text, current_run_id, fencing_token, COALESCE(claimed_by, ''),
       COALESCE(run_follows_run_id, 0), COALESCE(run_started_at, claimed_at), NULL::timestamptz, '', run_model_calls
FROM ops.matter_frame_jobs
WHERE run_status = 'running';
