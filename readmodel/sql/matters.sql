-- The firm's matters, newest first, with their document counts and job rows
-- (both keyed by firm, so no other tenant's row joins).
-- $1 firm_id, $2 limit.
SELECT m.matter_id::text AS id, m.title, m.status, m.created_at,
       (SELECT count(*)::int FROM record.documents d
         WHERE d.firm_id = m.firm_id AND d.matter_id = m.matter_id AND d.deleted_at IS NULL) AS documents,
       coalesce(j.served_generation, 0) AS served_generation,
       coalesce(j.requested_generation, 0) AS requested_generation,
       coalesce(j.run_status, '') AS run_status,
       coalesce(j.served_generation < j.requested_generation, false) AS unserved
  FROM record.matters m
  LEFT JOIN ops.matter_frame_jobs j ON j.firm_id = m.firm_id AND j.matter_id = m.matter_id
 WHERE m.firm_id = $1
 ORDER BY m.created_at DESC, m.matter_id
 LIMIT $2;
