-- Demands in a batch, the common case: demand_fast.sql over arrays, one
-- statement for every matter of the batch whose row the batch holds (or
-- that has none yet). Each matter is decided by its own row exactly as
-- demand_fast.sql decides it, with n, the batch's demands for that matter,
-- counted at once: requested_generation grows by n; a claimable row (idle,
-- not in back-off) is claimed with a fresh token and claimed_generation =
-- requested_generation (the claim serves all n), a running row with a live
-- lease keeps its claim and gets the breadcrumb. A running row whose lease
-- expired is left untouched and returns no row: the caller reclaims it
-- alone (demand.sql). Keep in step with demand_fast.sql.
--
-- $1 firm ids uuid[], $2 matter ids uuid[] (each matter once, in key order),
-- $3 demands per matter int[], $4 traceparents text[], $5 worker id,
-- $6 lease seconds.
WITH w AS (
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[]) AS w(firm_id, matter_id, n, tp)
), d AS (
    INSERT INTO ops.matter_frame_jobs AS j (
        firm_id, matter_id, run_status, rebuild_needed,
        requested_generation, claimed_generation, served_generation, fencing_token,
        claimed_at, lease_expires_at, claimed_by, current_run_id, previous_run_id, last_traceparent, updated_at)
    SELECT w.firm_id, w.matter_id, 'running', false,
           w.n, w.n, 0, 1,
           t.now, t.now + $6::float8 * interval '1 second',
           $5, nextval('ops.matter_frame_runs_run_id_seq'), NULL, NULLIF(w.tp, ''), t.now
    FROM w CROSS JOIN LATERAL (SELECT clock_timestamp() AS now) t
    ORDER BY w.firm_id, w.matter_id
    ON CONFLICT (firm_id, matter_id) DO UPDATE SET
        -- EXCLUDED.requested_generation is n, the batch's demands.
        requested_generation = j.requested_generation + EXCLUDED.requested_generation,
        last_traceparent = COALESCE(EXCLUDED.last_traceparent, j.last_traceparent),
        (run_status, claimed_generation, fencing_token, rebuild_needed, claimed_at, lease_expires_at, claimed_by,
         previous_run_id, current_run_id, next_attempt_at, updated_at) = (
            SELECT CASE WHEN c.claim THEN 'running' ELSE j.run_status END,
                   CASE WHEN c.claim THEN j.requested_generation + EXCLUDED.requested_generation
                        ELSE j.claimed_generation END,
                   CASE WHEN c.claim THEN j.fencing_token + 1 ELSE j.fencing_token END,
                   NOT c.claim,
                   CASE WHEN c.claim THEN c.now ELSE j.claimed_at END,
                   CASE WHEN c.claim THEN c.now + $6::float8 * interval '1 second' ELSE j.lease_expires_at END,
                   CASE WHEN c.claim THEN EXCLUDED.claimed_by ELSE j.claimed_by END,
                   CASE WHEN c.claim THEN j.current_run_id ELSE j.previous_run_id END,
                   CASE WHEN c.claim THEN EXCLUDED.current_run_id ELSE j.current_run_id END,
                   CASE WHEN c.claim THEN NULL ELSE j.next_attempt_at END,
                   c.now
            FROM (SELECT t.now, j.run_status = 'idle' AND COALESCE(j.next_attempt_at <= t.now, true) AS claim
                  FROM (SELECT clock_timestamp() AS now) t) c)
    WHERE NOT (j.run_status = 'running' AND j.lease_expires_at <= clock_timestamp())
    RETURNING firm_id, matter_id, requested_generation, claimed_generation, fencing_token, current_run_id,
              claimed_by, claimed_at, last_traceparent,
              run_status = 'running' AND claimed_generation = requested_generation AS won
), opened AS (
    INSERT INTO ops.matter_frame_runs (
        run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, started_at)
    SELECT d.current_run_id, d.firm_id, d.matter_id, d.fencing_token, d.claimed_by,
           d.last_traceparent, NULLIF(split_part(COALESCE(d.last_traceparent, ''), '-', 2), ''), d.claimed_at
    FROM d
    WHERE d.won
    RETURNING run_id
)
SELECT d.firm_id::text, d.matter_id::text, d.requested_generation, d.fencing_token, d.claimed_generation,
       d.current_run_id, d.won
FROM d;
