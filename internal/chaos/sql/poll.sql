-- One look at every matter: is it current? (served = requested, idle, and
-- the newest frame covers exactly the live documents.) Also what the
-- recovery figures need: the served token, the newest landing and the
-- newest nudge handled.
SELECT m.firm_id::text, m.matter_id::text,
       COALESCE(j.requested_generation, 0) AS requested_generation, COALESCE(j.served_generation, 0) AS served_generation,
       COALESCE(j.run_status, 'idle') AS run_status,
       COALESCE((SELECT array_agg(d.document_id::text ORDER BY d.document_id::text)
                   FROM record.documents d
                  WHERE d.firm_id = m.firm_id AND d.matter_id = m.matter_id AND d.deleted_at IS NULL), '{}') AS live,
       COALESCE((SELECT ARRAY(SELECT x::text FROM unnest(f.document_ids) x ORDER BY 1)
                   FROM ops.matter_frames f
                  WHERE f.firm_id = m.firm_id AND f.matter_id = m.matter_id
                  ORDER BY f.generation DESC LIMIT 1), '{}') AS covered
FROM record.matters m
LEFT JOIN ops.matter_frame_jobs j ON j.firm_id = m.firm_id AND j.matter_id = m.matter_id;
