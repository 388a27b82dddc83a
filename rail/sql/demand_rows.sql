-- A demand batch's job rows that exist now, locked or not (after
-- demand_lock.sql, in the same transaction): those it did not lock are held
-- by another session.
--
-- $1 firm ids uuid[], $2 matter ids uuid[].
SELECT j.firm_id::text, j.matter_id::text
  FROM ops.matter_frame_jobs j
 WHERE (j.firm_id, j.matter_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]));
