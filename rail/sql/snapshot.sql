-- Burst coalescing (docs/rail.md): the first statement of the build's
-- snapshot transaction. Guarded by the claim's token, it raises the demands
-- the claim serves to requested_generation (claimed_generation), so every
-- demand committed before it is served by this build, whose record read
-- follows in the same transaction. The token does not change. It also
-- renews the lease (stamped after the row lock is taken, like heartbeat.sql).
-- No row: the claim is lost.
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id, $5 lease seconds.
WITH locked AS (
    SELECT firm_id, matter_id FROM ops.matter_frame_jobs
    WHERE firm_id = $1 AND matter_id = $2
      AND fencing_token = $3 AND run_status = 'running' AND current_run_id = $4
    FOR UPDATE
)
UPDATE ops.matter_frame_jobs j
SET claimed_generation = j.requested_generation,
    rebuild_needed = false,
    (claimed_at, lease_expires_at, updated_at, sweep_at) = (
        SELECT t.now, t.now + $5::float8 * interval '1 second', t.now,
               -- Never later than the new expiry (it is at or before the old one).
               CASE WHEN j.sweep_at <= t.now + $5::float8 * interval '1 second' THEN j.sweep_at
                    ELSE t.now + $5::float8 * interval '1 second' END
          FROM (SELECT clock_timestamp() AS now) t)
FROM locked
WHERE j.firm_id = locked.firm_id AND j.matter_id = locked.matter_id
  AND j.fencing_token = $3 AND j.run_status = 'running' AND j.current_run_id = $4
RETURNING j.claimed_generation;
