-- When the finish CAS matched nothing, or its COMMIT's outcome is unknown:
-- did this run's frame land after all (a lost COMMIT acknowledgement)? The
-- frame row landed by this run is the proof (its generation is the answer);
-- and if its finish took a follow-up claim that is still current, that
-- claim is returned (its run is open on the job row and names this run as
-- the one it follows).
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id.
SELECT
    (SELECT f.generation FROM ops.matter_frames f
      WHERE f.firm_id = $1 AND f.matter_id = $2 AND f.run_id = $4) AS landed_generation,
    j.served_generation, j.fencing_token, j.run_status, j.current_run_id,
    j.fencing_token = $3 AND j.run_status = 'running' AND j.current_run_id = $4 AS still_ours,
    CASE WHEN j.run_status = 'running' AND j.run_follows_run_id = $4 THEN j.current_run_id END AS follow_up_run_id,
    CASE WHEN j.run_status = 'running' AND j.run_follows_run_id = $4 THEN j.fencing_token END AS follow_up_token,
    CASE WHEN j.run_status = 'running' AND j.run_follows_run_id = $4 THEN COALESCE(j.run_traceparent, '')
         ELSE '' END AS follow_up_traceparent,
    j.claimed_generation
FROM ops.matter_frame_jobs j
WHERE j.firm_id = $1 AND j.matter_id = $2;
