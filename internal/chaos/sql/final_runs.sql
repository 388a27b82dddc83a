SELECT firm_id::text, matter_id::text, run_id, token, worker_id, COALESCE(follows_run_id, 0) AS follows_run_id,
       started_at, ended_at, COALESCE(outcome, '') AS outcome, model_calls
FROM ops.matter_frame_runs;
