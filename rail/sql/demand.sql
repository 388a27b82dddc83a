-- Demand: ONE statement, atomic on the job row (DESIGN.md section 4).
-- Every demand bumps requested_generation. If the row is claimable the same
-- statement takes the claim with a fresh token (claimed := requested);
-- otherwise the breadcrumb is left (rebuild_needed, which the table's CHECK
-- ties to claimed < requested). Never split claim and breadcrumb: that is the
-- lost wake-up.
--
-- Claimable: idle and not in back-off (next_attempt_at null or passed), or
-- running with an expired lease. An idle row in back-off is NOT claimed: the
-- demand is recorded (unserved) and the reconciler retries it when the
-- back-off passes, so a failing matter is not hammered by every upload.
--
-- The statement's one clock reading is EXCLUDED.claimed_at (clock_timestamp()
-- of the proposed row): the conflict arm compares against it, so the whole
-- statement agrees on "now" even inside a longer transaction.
-- A run id is drawn for every demand (gaps in run ids are harmless); it
-- becomes current_run_id only when this demand takes the claim.
--
-- $1 firm_id, $2 matter_id, $3 worker id, $4 traceparent, $5 lease seconds.
INSERT INTO ops.matter_frame_jobs AS j (
    firm_id, matter_id, run_status, rebuild_needed,
    requested_generation, claimed_generation, served_generation,
    claimed_at, claimed_by, current_run_id, last_traceparent, updated_at)
VALUES (
    $1, $2, 'running', false,
    1, 1, 0,
    clock_timestamp(), $3, nextval('ops.matter_frame_runs_run_id_seq'), NULLIF($4::text, ''), clock_timestamp())
ON CONFLICT (firm_id, matter_id) DO UPDATE SET
    requested_generation = j.requested_generation + 1,
    last_traceparent = COALESCE(EXCLUDED.last_traceparent, j.last_traceparent),
    updated_at = EXCLUDED.updated_at,
    run_status = CASE
        WHEN (j.run_status = 'idle' AND (j.next_attempt_at IS NULL OR j.next_attempt_at <= EXCLUDED.claimed_at))
          OR (j.run_status = 'running' AND j.claimed_at < EXCLUDED.claimed_at - make_interval(secs => $5::float8))
        THEN 'running' ELSE j.run_status END,
    claimed_generation = CASE
        WHEN (j.run_status = 'idle' AND (j.next_attempt_at IS NULL OR j.next_attempt_at <= EXCLUDED.claimed_at))
          OR (j.run_status = 'running' AND j.claimed_at < EXCLUDED.claimed_at - make_interval(secs => $5::float8))
        THEN j.requested_generation + 1 ELSE j.claimed_generation END,
    rebuild_needed = NOT (
           (j.run_status = 'idle' AND (j.next_attempt_at IS NULL OR j.next_attempt_at <= EXCLUDED.claimed_at))
        OR (j.run_status = 'running' AND j.claimed_at < EXCLUDED.claimed_at - make_interval(secs => $5::float8))),
    claimed_at = CASE
        WHEN (j.run_status = 'idle' AND (j.next_attempt_at IS NULL OR j.next_attempt_at <= EXCLUDED.claimed_at))
          OR (j.run_status = 'running' AND j.claimed_at < EXCLUDED.claimed_at - make_interval(secs => $5::float8))
        THEN EXCLUDED.claimed_at ELSE j.claimed_at END,
    claimed_by = CASE
        WHEN (j.run_status = 'idle' AND (j.next_attempt_at IS NULL OR j.next_attempt_at <= EXCLUDED.claimed_at))
          OR (j.run_status = 'running' AND j.claimed_at < EXCLUDED.claimed_at - make_interval(secs => $5::float8))
        THEN EXCLUDED.claimed_by ELSE j.claimed_by END,
    current_run_id = CASE
        WHEN (j.run_status = 'idle' AND (j.next_attempt_at IS NULL OR j.next_attempt_at <= EXCLUDED.claimed_at))
          OR (j.run_status = 'running' AND j.claimed_at < EXCLUDED.claimed_at - make_interval(secs => $5::float8))
        THEN EXCLUDED.current_run_id ELSE j.current_run_id END,
    next_attempt_at = CASE
        WHEN (j.run_status = 'idle' AND (j.next_attempt_at IS NULL OR j.next_attempt_at <= EXCLUDED.claimed_at))
          OR (j.run_status = 'running' AND j.claimed_at < EXCLUDED.claimed_at - make_interval(secs => $5::float8))
        THEN NULL ELSE j.next_attempt_at END,
    -- Reclaiming an expired lease counts as a failed attempt (a worker that
    -- dies on a matter every time must not look healthy).
    attempts = CASE
        WHEN j.run_status = 'running' AND j.claimed_at < EXCLUDED.claimed_at - make_interval(secs => $5::float8)
        THEN j.attempts + 1 ELSE j.attempts END,
    last_error = CASE
        WHEN j.run_status = 'running' AND j.claimed_at < EXCLUDED.claimed_at - make_interval(secs => $5::float8)
        THEN 'lease of token ' || j.claimed_generation || ' held by ' || COALESCE(j.claimed_by, '?') || ' expired'
        ELSE j.last_error END
RETURNING requested_generation, claimed_generation, current_run_id,
          run_status = 'running' AND claimed_generation = requested_generation AS won;
