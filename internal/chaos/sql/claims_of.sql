-- The claims a worker process holds now (its worker id is host:pid:suffix).
SELECT firm_id::text, matter_id::text, claimed_generation
FROM ops.matter_frame_jobs
WHERE run_status = 'running' AND claimed_by LIKE '%:' || $1::text || ':%';
