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
-- The same statement keeps the runs: when it took the claim, the previous
-- claim's run, if still open (its lease expired), becomes 'abandoned', and
-- the new claim's run row is inserted (after the abandon: the insert reads
-- the abandon's result, and at most one run per matter may be open). The
-- previous run row was committed at least a lease ago, so it is in this
-- statement's snapshot; if it is not (its claiming transaction stayed open
-- past the lease), the insert fails on the open-run unique index and the
-- demand is retried.
--
-- $1 firm_id, $2 matter_id, $3 worker id, $4 traceparent, $5 lease seconds.
WITH d AS (
    INSERT INTO ops.matter_frame_jobs AS j (
        firm_id, matter_id, run_status, rebuild_needed,
        requested_generation, claimed_generation, served_generation,
        claimed_at, claimed_by, current_run_id, previous_run_id, last_traceparent, updated_at)
    VALUES (
        $1, $2, 'running', false,
        1, 1, 0,
        clock_timestamp(), $3, nextval('ops.matter_frame_runs_run_id_seq'), NULL, NULLIF($4::text, ''), clock_timestamp())
    ON CONFLICT (firm_id, matter_id) DO UPDATE SET
        requested_generation = j.requested_generation + 1,
        last_traceparent = COALESCE(EXCLUDED.last_traceparent, j.last_traceparent),
        updated_at = EXCLUDED.updated_at,
        -- Each CASE below asks "claimable?" in its compact form: idle and
        -- not in back-off (next_attempt_at null or passed), else (running,
        -- the only other status the table's CHECK allows) lease expired.
        run_status = CASE WHEN CASE j.run_status WHEN 'idle' THEN COALESCE(j.next_attempt_at <= EXCLUDED.claimed_at, true)
                 ELSE j.claimed_at < EXCLUDED.claimed_at - $5::float8 * interval '1 second' END
            THEN 'running' ELSE j.run_status END,
        claimed_generation = CASE WHEN CASE j.run_status WHEN 'idle' THEN COALESCE(j.next_attempt_at <= EXCLUDED.claimed_at, true)
                 ELSE j.claimed_at < EXCLUDED.claimed_at - $5::float8 * interval '1 second' END
            THEN j.requested_generation + 1 ELSE j.claimed_generation END,
        rebuild_needed = NOT CASE j.run_status WHEN 'idle' THEN COALESCE(j.next_attempt_at <= EXCLUDED.claimed_at, true)
                 ELSE j.claimed_at < EXCLUDED.claimed_at - $5::float8 * interval '1 second' END,
        claimed_at = CASE WHEN CASE j.run_status WHEN 'idle' THEN COALESCE(j.next_attempt_at <= EXCLUDED.claimed_at, true)
                 ELSE j.claimed_at < EXCLUDED.claimed_at - $5::float8 * interval '1 second' END
            THEN EXCLUDED.claimed_at ELSE j.claimed_at END,
        claimed_by = CASE WHEN CASE j.run_status WHEN 'idle' THEN COALESCE(j.next_attempt_at <= EXCLUDED.claimed_at, true)
                 ELSE j.claimed_at < EXCLUDED.claimed_at - $5::float8 * interval '1 second' END
            THEN EXCLUDED.claimed_by ELSE j.claimed_by END,
        previous_run_id = CASE WHEN CASE j.run_status WHEN 'idle' THEN COALESCE(j.next_attempt_at <= EXCLUDED.claimed_at, true)
                 ELSE j.claimed_at < EXCLUDED.claimed_at - $5::float8 * interval '1 second' END
            THEN j.current_run_id ELSE j.previous_run_id END,
        current_run_id = CASE WHEN CASE j.run_status WHEN 'idle' THEN COALESCE(j.next_attempt_at <= EXCLUDED.claimed_at, true)
                 ELSE j.claimed_at < EXCLUDED.claimed_at - $5::float8 * interval '1 second' END
            THEN EXCLUDED.current_run_id ELSE j.current_run_id END,
        next_attempt_at = CASE WHEN CASE j.run_status WHEN 'idle' THEN COALESCE(j.next_attempt_at <= EXCLUDED.claimed_at, true)
                 ELSE j.claimed_at < EXCLUDED.claimed_at - $5::float8 * interval '1 second' END
            THEN NULL ELSE j.next_attempt_at END,
        -- Reclaiming an expired lease counts as a failed attempt (a worker that
        -- dies on a matter every time must not look healthy).
        attempts = CASE WHEN j.run_status = 'running' AND j.claimed_at < EXCLUDED.claimed_at - $5::float8 * interval '1 second'
            THEN j.attempts + 1 ELSE j.attempts END,
        last_error = CASE WHEN j.run_status = 'running' AND j.claimed_at < EXCLUDED.claimed_at - $5::float8 * interval '1 second'
            THEN 'lease of token ' || j.claimed_generation || ' held by ' || COALESCE(j.claimed_by, '?') || ' expired'
            ELSE j.last_error END
    RETURNING firm_id, matter_id, requested_generation, claimed_generation, current_run_id, previous_run_id,
              claimed_by, claimed_at, last_traceparent,
              run_status = 'running' AND claimed_generation = requested_generation AS won
), abandoned AS (
    UPDATE ops.matter_frame_runs r
    SET outcome = 'abandoned', ended_at = clock_timestamp(),
        error = 'lease expired; claim taken by run ' || d.current_run_id || ' (token ' || d.claimed_generation || ')'
    FROM d
    WHERE d.won AND r.firm_id = d.firm_id AND r.matter_id = d.matter_id
      AND r.run_id = d.previous_run_id AND r.outcome IS NULL
    RETURNING r.run_id
), opened AS (
    INSERT INTO ops.matter_frame_runs (
        run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, started_at)
    SELECT d.current_run_id, d.firm_id, d.matter_id, d.claimed_generation, d.claimed_by,
           d.last_traceparent, NULLIF(split_part(COALESCE(d.last_traceparent, ''), '-', 2), ''), d.claimed_at
    FROM d
    WHERE d.won AND (SELECT count(*) FROM abandoned) >= 0
    RETURNING run_id
)
SELECT d.requested_generation, d.claimed_generation, d.current_run_id, d.won FROM d;
