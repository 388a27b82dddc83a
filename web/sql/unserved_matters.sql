-- The matters with unserved demand, most behind first, capped at $1 rows so
-- a backlog cannot blow up the metric's label set. It stays on the rail
-- reconciler's partial index (matter_frame_jobs_sweep): every running row
-- and every idle row with unserved demand has a sweep_at (the job table's
-- CHECK; migrations/00052).
SELECT firm_id::text, matter_id::text, run_status,
       (requested_generation - served_generation)::bigint AS behind
  FROM ops.matter_frame_jobs
 WHERE sweep_at IS NOT NULL AND served_generation < requested_generation
 ORDER BY behind DESC, firm_id, matter_id
 LIMIT $1
