-- Heartbeat: token-guarded lease renewal. Zero rows: the claim is lost.
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id.
UPDATE ops.matter_frame_jobs
SET claimed_at = clock_timestamp()
WHERE firm_id = $1 AND matter_id = $2
  AND claimed_generation = $3 AND run_status = 'running' AND current_run_id = $4;
