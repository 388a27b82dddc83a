-- Demand: ONE statement, atomic on the job row (docs/rail.md).
-- Every demand bumps requested_generation (and nothing else does: it counts
-- demands). If the row is claimable the same statement takes the claim with
-- a fresh token from the token's own dispenser (fencing_token + 1), serving
-- every demand so far (claimed := requested);
-- otherwise the breadcrumb is left (rebuild_needed, which the table's CHECK
-- ties to claimed < requested). Never split claim and breadcrumb: that is the
-- lost wake-up.
--
-- Claimable: idle and not in back-off (next_attempt_at null or passed), or
-- running with an expired lease. An idle row in back-off is NOT claimed: the
-- demand is recorded (unserved) and the reconciler retries it when the
-- back-off passes, so a failing matter is not hammered by every upload.
--
-- Lease times come from the row, at write time: the conflict arm reads the
-- clock ONCE (the sub-select below), after the row lock is taken (a demand
-- that waited behind another transaction still claims with a whole lease),
-- and every column agrees on it. A running row's lease is judged by the
-- expiry stored on it (lease_expires_at, set by whoever claimed or renewed
-- it), never by this caller's lease ($5 only sets the lease of a claim this
-- demand takes).
-- A run id is drawn for every demand (gaps in run ids are harmless); it
-- becomes current_run_id only when this demand takes the claim.
--
-- The same statement keeps the runs. A claim's run is open on the job row
-- (current_run_id, fencing_token, claimed_by, run_started_at, ...); its one
-- run row is written when it ends (docs/rail.md). When this demand reclaims
-- an expired lease, the previous claim's run ends here: its record is
-- inserted 'abandoned', from the row as it was (the `old` CTE, which locks
-- the row before the upsert reads it, so both see the same version).
--
-- $1 firm_id, $2 matter_id, $3 worker id, $4 traceparent, $5 lease seconds.
WITH old AS MATERIALIZED (
    SELECT run_status, current_run_id, fencing_token, claimed_by, claimed_at, run_started_at, run_traceparent,
           run_follows_run_id, run_model_calls, run_documents_extracted, run_model_tokens
      FROM ops.matter_frame_jobs
     WHERE firm_id = $1 AND matter_id = $2
       FOR UPDATE
), d AS (
    INSERT INTO ops.matter_frame_jobs AS j (
        firm_id, matter_id, run_status, rebuild_needed,
        requested_generation, claimed_generation, served_generation, fencing_token,
        claimed_at, lease_expires_at, claimed_by, current_run_id, previous_run_id, last_traceparent,
        run_started_at, run_traceparent, updated_at, sweep_at)
    SELECT $1, $2, 'running', false,
           1, 1, 0, 1,
           t.now, t.now + $5::float8 * interval '1 second',
           $3, nextval('ops.matter_frame_runs_run_id_seq'), NULL, NULLIF($4::text, ''),
           t.now, NULLIF($4::text, ''), t.now, t.now + $5::float8 * interval '1 second'
    FROM (SELECT clock_timestamp() AS now) t
    WHERE (SELECT count(*) FROM old) >= 0
    ON CONFLICT (firm_id, matter_id) DO UPDATE SET
        requested_generation = j.requested_generation + 1,
        last_traceparent = COALESCE(EXCLUDED.last_traceparent, j.last_traceparent),
        -- c.claim is "claimable?": idle and not in back-off, else (running,
        -- the only other status the table's CHECK allows) lease expired.
        -- c.reclaim is "running with an expired lease".
        (run_status, claimed_generation, fencing_token, rebuild_needed, claimed_at, lease_expires_at, claimed_by,
         previous_run_id, current_run_id, next_attempt_at, attempts, last_error, updated_at,
         run_started_at, run_traceparent, run_follows_run_id, run_model_calls, run_documents_extracted,
         run_model_tokens, sweep_at) = (
            SELECT CASE WHEN c.claim THEN 'running' ELSE j.run_status END,
                   CASE WHEN c.claim THEN j.requested_generation + 1 ELSE j.claimed_generation END,
                   CASE WHEN c.claim THEN j.fencing_token + 1 ELSE j.fencing_token END,
                   NOT c.claim,
                   CASE WHEN c.claim THEN c.now ELSE j.claimed_at END,
                   CASE WHEN c.claim THEN c.now + $5::float8 * interval '1 second' ELSE j.lease_expires_at END,
                   CASE WHEN c.claim THEN EXCLUDED.claimed_by ELSE j.claimed_by END,
                   CASE WHEN c.claim THEN j.current_run_id ELSE j.previous_run_id END,
                   CASE WHEN c.claim THEN EXCLUDED.current_run_id ELSE j.current_run_id END,
                   CASE WHEN c.claim THEN NULL ELSE j.next_attempt_at END,
                   -- Reclaiming an expired lease counts as a failed attempt (a
                   -- worker that dies on a matter every time must not look healthy).
                   CASE WHEN c.reclaim THEN j.attempts + 1 ELSE j.attempts END,
                   CASE WHEN c.reclaim
                        THEN 'lease of token ' || j.fencing_token || ' held by ' || COALESCE(j.claimed_by, '?') || ' expired'
                        ELSE j.last_error END,
                   c.now,
                   -- The new claim's run, open on the row.
                   CASE WHEN c.claim THEN c.now ELSE j.run_started_at END,
                   CASE WHEN c.claim THEN COALESCE(EXCLUDED.last_traceparent, j.last_traceparent) ELSE j.run_traceparent END,
                   CASE WHEN c.claim THEN NULL ELSE j.run_follows_run_id END,
                   CASE WHEN c.claim THEN 0 ELSE j.run_model_calls END,
                   CASE WHEN c.claim THEN 0 ELSE j.run_documents_extracted END,
                   CASE WHEN c.claim THEN 0 ELSE j.run_model_tokens END,
                   -- sweep_at moves back to the row's new deadline only when
                   -- later: a busy row keeps it (HOT updates; migrations/00052).
                   CASE WHEN j.sweep_at <= b.bound THEN j.sweep_at ELSE b.bound END
            FROM (SELECT t.now,
                         CASE j.run_status WHEN 'idle' THEN COALESCE(j.next_attempt_at <= t.now, true)
                              ELSE j.lease_expires_at <= t.now END AS claim,
                         j.run_status = 'running' AND j.lease_expires_at <= t.now AS reclaim
                  FROM (SELECT clock_timestamp() AS now) t) c,
                 -- The row's new deadline: its lease, or its next attempt.
                 LATERAL (SELECT CASE WHEN c.claim THEN c.now + $5::float8 * interval '1 second'
                                      WHEN j.run_status = 'running' THEN j.lease_expires_at
                                      ELSE j.next_attempt_at END AS bound) b)
    RETURNING firm_id, matter_id, requested_generation, claimed_generation, fencing_token, current_run_id, previous_run_id,
              claimed_by, claimed_at, last_traceparent,
              run_status = 'running' AND claimed_generation = requested_generation AS won
), abandoned AS (
    -- The reclaimed claim's run ends: its one record, from the row as it was.
    INSERT INTO ops.matter_frame_runs (
        run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, follows_run_id,
        started_at, ended_at, outcome, error, model_calls, documents_extracted, model_tokens)
    SELECT o.current_run_id, d.firm_id, d.matter_id, o.fencing_token, COALESCE(o.claimed_by, ''),
           o.run_traceparent, NULLIF(split_part(COALESCE(o.run_traceparent, ''), '-', 2), ''), o.run_follows_run_id,
           COALESCE(o.run_started_at, o.claimed_at), clock_timestamp(), 'abandoned',
           'lease expired; claim taken by run ' || d.current_run_id || ' (token ' || d.fencing_token || ')',
           o.run_model_calls, o.run_documents_extracted, o.run_model_tokens
      FROM d CROSS JOIN old o
     WHERE d.won AND o.run_status = 'running' AND o.current_run_id = d.previous_run_id
)
SELECT d.requested_generation, d.fencing_token, d.claimed_generation, d.current_run_id, d.won FROM d;
