-- The matters with unserved demand, most behind first, capped at $1 rows so
-- a backlog cannot blow up the metric's label set. Each half stays on one
-- partial index of the rail's reconciler (idle unserved; running).
SELECT firm_id, matter_id, run_status, behind FROM (
    SELECT firm_id::text, matter_id::text, run_status,
           (requested_generation - served_generation)::bigint AS behind
      FROM ops.matter_frame_jobs
     WHERE run_status = 'idle' AND served_generation < requested_generation
    UNION ALL
    SELECT firm_id::text, matter_id::text, run_status,
           (requested_generation - served_generation)::bigint AS behind
      FROM ops.matter_frame_jobs
     WHERE run_status = 'running' AND served_generation < requested_generation
) AS u
 ORDER BY behind DESC, firm_id, matter_id
 LIMIT $1
