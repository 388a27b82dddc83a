-- A batch of demands, the common case, in ONE statement over arrays (inside
-- the batch's READ COMMITTED transaction): demand_fast.sql for every matter
-- of the batch at once, and record.sql for the matters whose demands may
-- not claim. Each matter is decided by its own row exactly as those
-- statements decide it, with n, the batch's demands for that matter,
-- counted at once.
--
-- First the batch's rows that exist are locked (FOR UPDATE SKIP LOCKED: no
-- wait). A row that exists and that another session holds is left
-- untouched and comes back busy: the caller makes that matter's demands
-- again later, alone, so a stalled session never holds up the batch. Every
-- other matter then takes its demands:
--   - requested_generation grows by n (and the breadcrumb with it);
--   - when the matter may claim ($5: the caller holds a build slot for it),
--     a claimable row (idle, not in back-off) is claimed with a fresh token
--     and claimed_generation = requested_generation (the claim serves all
--     n), and a new row is inserted claimed; a running row with a live lease
--     keeps its claim and gets the breadcrumb;
--   - when it may not, the demand is only recorded: an idle row is left
--     pending (next_attempt_at := now, unless a back-off set a later time)
--     and a new row is inserted idle and pending.
-- A running row whose lease expired is left untouched and returns no row:
-- the caller reclaims it alone (demand.sql, or record.sql).
--
-- The input is indexed with generate_series, not unnest, so that a cached
-- plan expects a batch of many rows (an unnest of parameters is planned as
-- 10 rows, which made joins rescan the arrays for every job row).
-- Lease times are stamped in the conflict arm (after the row lock), as in
-- demand_fast.sql. A claim's run is open on the job row; no run row is
-- written until it ends. Keep in step with demand_fast.sql and record.sql.
--
-- $1 firm ids uuid[], $2 matter ids uuid[] (each matter once, in key order),
-- $3 demands per matter int[], $4 traceparents text[], $5 may claim bool[],
-- $6 worker id, $7 lease seconds.
WITH w AS (
    SELECT ($1::uuid[])[i] AS firm_id, ($2::uuid[])[i] AS matter_id, ($3::int[])[i] AS n,
           ($4::text[])[i] AS tp, ($5::bool[])[i] AS may_claim
      FROM generate_series(1, cardinality($1::uuid[])) AS i
), present AS MATERIALIZED (
    -- The batch's rows that exist (this statement's snapshot), each found
    -- by its key: one index probe per matter (LIMIT keeps the probe a
    -- probe), so the cost follows the batch, whatever the plan cache
    -- expects of the arrays and however large the ledger.
    SELECT j.firm_id, j.matter_id
      FROM w CROSS JOIN LATERAL (
        SELECT j.firm_id, j.matter_id FROM ops.matter_frame_jobs j
         WHERE j.firm_id = w.firm_id AND j.matter_id = w.matter_id
         LIMIT 1) j
), held AS MATERIALIZED (
    -- Of those, the ones this transaction now holds (again by key).
    SELECT h.firm_id, h.matter_id
      FROM present p CROSS JOIN LATERAL (
        SELECT j.firm_id, j.matter_id FROM ops.matter_frame_jobs j
         WHERE j.firm_id = p.firm_id AND j.matter_id = p.matter_id
           FOR UPDATE SKIP LOCKED) h
), busy AS MATERIALIZED (
    -- The rows that exist and that another session holds.
    SELECT p.firm_id, p.matter_id
      FROM present p
      LEFT JOIN held h ON h.firm_id = p.firm_id AND h.matter_id = p.matter_id
     WHERE h.matter_id IS NULL
), d AS (
    INSERT INTO ops.matter_frame_jobs AS j (
        firm_id, matter_id, run_status, rebuild_needed,
        requested_generation, claimed_generation, served_generation, fencing_token,
        claimed_at, lease_expires_at, claimed_by, current_run_id, previous_run_id, next_attempt_at,
        last_traceparent, run_started_at, run_traceparent, updated_at, sweep_at)
    SELECT w.firm_id, w.matter_id,
           CASE WHEN w.may_claim THEN 'running' ELSE 'idle' END, NOT w.may_claim,
           w.n, CASE WHEN w.may_claim THEN w.n ELSE 0 END, 0, CASE WHEN w.may_claim THEN 1 ELSE 0 END,
           CASE WHEN w.may_claim THEN t.now END,
           CASE WHEN w.may_claim THEN t.now + $7::float8 * interval '1 second' END,
           CASE WHEN w.may_claim THEN $6 END,
           CASE WHEN w.may_claim THEN nextval('ops.matter_frame_runs_run_id_seq') END, NULL,
           CASE WHEN w.may_claim THEN NULL ELSE t.now END,
           NULLIF(w.tp, ''), CASE WHEN w.may_claim THEN t.now END, CASE WHEN w.may_claim THEN NULLIF(w.tp, '') END,
           t.now, CASE WHEN w.may_claim THEN t.now + $7::float8 * interval '1 second' ELSE t.now END
      FROM w CROSS JOIN LATERAL (SELECT clock_timestamp() AS now) t
     WHERE NOT EXISTS (SELECT 1 FROM busy b WHERE b.firm_id = w.firm_id AND b.matter_id = w.matter_id)
     ORDER BY w.firm_id, w.matter_id
    ON CONFLICT (firm_id, matter_id) DO UPDATE SET
        -- EXCLUDED.requested_generation is n, the batch's demands for the
        -- matter; EXCLUDED.run_status says whether they may claim.
        requested_generation = j.requested_generation + EXCLUDED.requested_generation,
        last_traceparent = COALESCE(EXCLUDED.last_traceparent, j.last_traceparent),
        (run_status, claimed_generation, fencing_token, rebuild_needed, claimed_at, lease_expires_at, claimed_by,
         previous_run_id, current_run_id, next_attempt_at, updated_at,
         run_started_at, run_traceparent, run_follows_run_id, run_model_calls, run_documents_extracted,
         run_model_tokens, sweep_at) = (
            SELECT CASE WHEN c.claim THEN 'running' ELSE j.run_status END,
                   CASE WHEN c.claim THEN j.requested_generation + EXCLUDED.requested_generation
                        ELSE j.claimed_generation END,
                   CASE WHEN c.claim THEN j.fencing_token + 1 ELSE j.fencing_token END,
                   NOT c.claim,
                   CASE WHEN c.claim THEN c.now ELSE j.claimed_at END,
                   CASE WHEN c.claim THEN c.now + $7::float8 * interval '1 second' ELSE j.lease_expires_at END,
                   CASE WHEN c.claim THEN EXCLUDED.claimed_by ELSE j.claimed_by END,
                   CASE WHEN c.claim THEN j.current_run_id ELSE j.previous_run_id END,
                   CASE WHEN c.claim THEN EXCLUDED.current_run_id ELSE j.current_run_id END,
                   -- Not claimed: an idle row is pending (due now unless a
                   -- back-off set a later time); a running row keeps its own.
                   CASE WHEN c.claim THEN NULL
                        WHEN j.run_status = 'idle' THEN COALESCE(j.next_attempt_at, c.now)
                        ELSE j.next_attempt_at END,
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
                         EXCLUDED.run_status = 'running' AND j.run_status = 'idle'
                         AND COALESCE(j.next_attempt_at <= t.now, true) AS claim
                  FROM (SELECT clock_timestamp() AS now) t) c,
                 -- The row's new deadline: its lease, or its next attempt.
                 LATERAL (SELECT CASE WHEN c.claim THEN c.now + $7::float8 * interval '1 second'
                                      WHEN j.run_status = 'running' THEN j.lease_expires_at
                                      ELSE COALESCE(j.next_attempt_at, c.now) END AS bound) b)
    WHERE NOT (j.run_status = 'running' AND j.lease_expires_at <= clock_timestamp())
    RETURNING firm_id, matter_id, requested_generation, claimed_generation, fencing_token, current_run_id,
              run_status = 'running' AND claimed_generation = requested_generation AS won
)
SELECT d.firm_id::text, d.matter_id::text, false AS busy, d.requested_generation, d.fencing_token,
       d.claimed_generation, COALESCE(d.current_run_id, 0) AS current_run_id, d.won
  FROM d
UNION ALL
SELECT b.firm_id::text, b.matter_id::text, true, 0, 0, 0, 0, false
  FROM busy b;
