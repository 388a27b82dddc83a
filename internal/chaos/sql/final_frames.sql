SELECT firm_id::text, matter_id::text, generation, run_id, built_at,
       ARRAY(SELECT x::text FROM unnest(document_ids) x) AS document_ids
FROM ops.matter_frames;
