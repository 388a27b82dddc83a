-- When the finish CAS matched nothing, or its COMMIT's outcome is unknown:
-- did this run's frame land after all (a lost COMMIT acknowledgement)? The
-- frame row landed by this run is the proof (its generation is the answer);
-- and if its finish took a follow-up claim that is still current, that
-- claim is returned.
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id.
SELECT
    (SELECT f.generation FROM ops.matter_frames f
      WHERE f.firm_id = $1 AND f.matter_id = $2 AND f.run_id = $4) AS landed_generation,
    j.served_generation, j.fencing_token, j.run_status, j.current_run_id,
    j.fencing_token = $3 AND j.run_status = 'running' AND j.current_run_id = $4 AS still_ours,
    fu.run_id AS follow_up_run_id, fu.token AS follow_up_token,
    COALESCE(fu.traceparent, '') AS follow_up_traceparent, j.claimed_generation
FROM ops.matter_frame_jobs j
LEFT JOIN ops.matter_frame_runs fu
       ON fu.firm_id = j.firm_id AND fu.matter_id = j.matter_id AND fu.run_id = j.current_run_id
      AND fu.follows_run_id = $4 AND fu.outcome IS NULL
      AND j.run_status = 'running'
WHERE j.firm_id = $1 AND j.matter_id = $2;
