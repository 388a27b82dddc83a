-- Record a demand without claiming (the caller has no free build slot):
-- ONE statement, atomic on the job row, like demand.sql. It bumps
-- requested_generation (and sets the breadcrumb, which the table's CHECK
-- ties to claimed < requested), so the demand is unserved on the row from
-- this commit on. An idle row is left pending: claimable now
-- (next_attempt_at := now, unless a failure back-off already set a later
-- time), and found by the reconcile of any Runner with a free slot through
-- the partial index on idle unserved rows (FOR UPDATE SKIP LOCKED). A
-- running row keeps its claim; its finish takes the follow-up, or, if its
-- lease has expired, a Runner's reconcile reclaims it.
--
-- $1 firm_id, $2 matter_id, $3 traceparent.
INSERT INTO ops.matter_frame_jobs AS j (
    firm_id, matter_id, run_status, rebuild_needed,
    requested_generation, claimed_generation, served_generation,
    next_attempt_at, last_traceparent, updated_at, sweep_at)
SELECT $1, $2, 'idle', true,
       1, 0, 0,
       t.now, NULLIF($3::text, ''), t.now, t.now
FROM (SELECT clock_timestamp() AS now) t
ON CONFLICT (firm_id, matter_id) DO UPDATE SET
    requested_generation = j.requested_generation + 1,
    rebuild_needed = true,
    last_traceparent = COALESCE(EXCLUDED.last_traceparent, j.last_traceparent),
    (next_attempt_at, updated_at, sweep_at) = (
        SELECT CASE WHEN j.run_status = 'idle' THEN COALESCE(j.next_attempt_at, t.now) ELSE j.next_attempt_at END,
               t.now,
               -- Moved back to the row's deadline when later (migrations/00052).
               CASE WHEN j.sweep_at <= b.bound THEN j.sweep_at ELSE b.bound END
        FROM (SELECT clock_timestamp() AS now) t,
             LATERAL (SELECT CASE WHEN j.run_status = 'idle' THEN COALESCE(j.next_attempt_at, t.now)
                                  ELSE j.lease_expires_at END AS bound) b)
RETURNING requested_generation;
