-- Heartbeat: token-guarded lease renewal. Zero rows: the claim is lost.
--
-- The row is locked first (the CTE), and the lease is stamped after: an
-- UPDATE computes its new values before it waits for a row lock, so without
-- the CTE a heartbeat that waited behind another transaction would store a
-- lease already partly spent. The new expiry is the renewing worker's lease
-- from now, stored on the row.
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id, $5 lease seconds.
WITH locked AS (
    SELECT firm_id, matter_id FROM ops.matter_frame_jobs
    WHERE firm_id = $1 AND matter_id = $2
      AND fencing_token = $3 AND run_status = 'running' AND current_run_id = $4
    FOR UPDATE
)
UPDATE ops.matter_frame_jobs j
SET (claimed_at, lease_expires_at, sweep_at) = (
    SELECT t.now, t.now + $5::float8 * interval '1 second',
           -- Never later than the new expiry (it is at or before the old one).
           CASE WHEN j.sweep_at <= t.now + $5::float8 * interval '1 second' THEN j.sweep_at
                ELSE t.now + $5::float8 * interval '1 second' END
      FROM (SELECT clock_timestamp() AS now) t)
FROM locked
WHERE j.firm_id = locked.firm_id AND j.matter_id = locked.matter_id
  AND j.fencing_token = $3 AND j.run_status = 'running' AND j.current_run_id = $4;
