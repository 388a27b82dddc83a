-- Reconcile: one pass. Takes up to $2 rows that need a worker: running rows
-- whose lease expired, and idle rows with unserved demand whose back-off has
-- passed. Both lists come from partial indexes that hold only running rows
-- and idle-unserved rows, so the pass costs what needs attention, not the
-- table. SKIP LOCKED: concurrent reconcilers (every worker runs one) split
-- the work instead of queueing on each other or on a busy demand.
-- The clock is read once, as an InitPlan, so it can drive the index scans.
-- A lease is judged by the expiry stored on its row (lease_expires_at, from
-- the lease of whoever claimed or renewed it), never by this caller's lease;
-- $1 is only the lease of the claims this pass takes. Rows are locked (SKIP
-- LOCKED: no wait) before the new leases are stamped.
--
-- A claim's run is open on its job row; a run row is written when a run
-- ends. An expired claim's run ends here: its one record ('abandoned') is
-- inserted from the row as this pass locked it (the expired CTE reads the
-- run's columns with the lock).
--
-- $4 lists firms the caller takes no more of (they hold their share of its
-- build slots); their rows are left for a pass with room for them.
--
-- $1 lease seconds, $2 limit, $3 worker id, $4 firms to skip (uuid[]; empty
-- skips none).
WITH expired AS (
    SELECT firm_id, matter_id, current_run_id, fencing_token, claimed_by, claimed_at, run_started_at,
           run_traceparent, run_follows_run_id, run_model_calls, run_documents_extracted, run_model_tokens
      FROM ops.matter_frame_jobs
    WHERE run_status = 'running'
      AND lease_expires_at <= (SELECT clock_timestamp())
      AND firm_id <> ALL ($4::uuid[])
    ORDER BY lease_expires_at
    LIMIT $2
    FOR UPDATE SKIP LOCKED
), due AS (
    SELECT firm_id, matter_id FROM ops.matter_frame_jobs
    WHERE run_status = 'idle' AND served_generation < requested_generation
      AND next_attempt_at <= (SELECT clock_timestamp())
      AND firm_id <> ALL ($4::uuid[])
    ORDER BY next_attempt_at
    LIMIT $2
    FOR UPDATE SKIP LOCKED
), pick AS (
    SELECT firm_id, matter_id, true AS expired FROM expired
    UNION ALL
    SELECT firm_id, matter_id, false FROM due
    LIMIT $2
), claimed AS (
    UPDATE ops.matter_frame_jobs j
    SET run_status = 'running',
        -- Every claim takes a token no claim ever had, from the token's own
        -- dispenser (a reclaimed zombie and its successor never share a
        -- token). A reconciler's claim is no demand: requested_generation is
        -- left alone, and the claim serves every demand made so far.
        fencing_token = j.fencing_token + 1,
        claimed_generation = j.requested_generation,
        rebuild_needed = false,
        -- The new claim's run, open on the row, starts with its lease.
        (claimed_at, lease_expires_at, run_started_at) = (
            SELECT t.now, t.now + $1::float8 * interval '1 second', t.now FROM (SELECT clock_timestamp() AS now) t),
        claimed_by = $3,
        previous_run_id = j.current_run_id,
        current_run_id = nextval('ops.matter_frame_runs_run_id_seq'),
        next_attempt_at = NULL,
        attempts = CASE WHEN pick.expired THEN j.attempts + 1 ELSE j.attempts END,
        last_error = CASE WHEN pick.expired
                          THEN 'lease of token ' || j.fencing_token || ' held by ' || COALESCE(j.claimed_by, '?') || ' expired'
                          ELSE j.last_error END,
        updated_at = clock_timestamp(),
        run_traceparent = j.last_traceparent,
        run_follows_run_id = NULL,
        run_model_calls = 0,
        run_documents_extracted = 0,
        run_model_tokens = 0
    FROM pick
    WHERE j.firm_id = pick.firm_id AND j.matter_id = pick.matter_id
    RETURNING j.firm_id, j.matter_id, j.fencing_token, j.claimed_generation, j.current_run_id, j.previous_run_id,
              j.last_traceparent
), abandoned AS (
    -- The expired claims' runs end: each one's record, from the row as
    -- this pass locked it.
    INSERT INTO ops.matter_frame_runs (
        run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, follows_run_id,
        started_at, ended_at, outcome, error, model_calls, documents_extracted, model_tokens)
    SELECT e.current_run_id, e.firm_id, e.matter_id, e.fencing_token, COALESCE(e.claimed_by, ''),
           e.run_traceparent, NULLIF(split_part(COALESCE(e.run_traceparent, ''), '-', 2), ''), e.run_follows_run_id,
           COALESCE(e.run_started_at, e.claimed_at), clock_timestamp(), 'abandoned',
           'lease expired; claim taken by run ' || c.current_run_id || ' (token ' || c.fencing_token || ')',
           e.run_model_calls, e.run_documents_extracted, e.run_model_tokens
      FROM claimed c JOIN expired e ON e.firm_id = c.firm_id AND e.matter_id = c.matter_id
     WHERE c.previous_run_id = e.current_run_id
)
SELECT c.firm_id::text, c.matter_id::text, c.fencing_token, c.claimed_generation, c.current_run_id,
       COALESCE(c.last_traceparent, '') AS traceparent
FROM claimed c;
