-- A demand batch's first step (inside its transaction): lock the batch's
-- job rows that exist and no other session holds, in key order, skipping
-- the held ones instead of waiting. It returns the rows locked; the caller
-- compares them with demand_rows.sql (sent in the same round trip) and
-- leaves out the demands whose row another session holds, so a locked row
-- never stalls the batch.
--
-- $1 firm ids uuid[], $2 matter ids uuid[] (pairs, in key order).
SELECT j.firm_id::text, j.matter_id::text
  FROM ops.matter_frame_jobs j
 WHERE (j.firm_id, j.matter_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))
 ORDER BY j.firm_id, j.matter_id
   FOR UPDATE SKIP LOCKED;
