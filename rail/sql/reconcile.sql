-- Reconcile: one pass. Takes up to $2 rows that need a worker: running rows
-- whose lease expired (first, oldest expiry first), and idle rows with
-- unserved demand whose back-off has passed (oldest first). They come from
-- one partial index on sweep_at, the time a reconciler must next look at a
-- row (migrations/00052): the table's CHECK keeps it at or before a running
-- row's lease expiry and an idle unserved row's next attempt, so every row
-- that needs a worker is among the rows whose sweep_at has passed, and the
-- pass costs what needs attention, not the table. SKIP LOCKED: concurrent
-- reconcilers (every worker runs one) split the work instead of queueing on
-- each other or on a busy demand. The clock is read once, as an InitPlan,
-- so it can drive the index scan.
--
-- The writers of a row only ever move its sweep_at earlier, and leave it
-- alone while it is early enough, so a busy row's claims and finishes change
-- no indexed column (HOT updates). The pass moves it later: a row it finds
-- that needs no worker yet (a live lease, a back-off still running, nothing
-- unserved) gets its next deadline (the lease's expiry, the next attempt),
-- a served row written within the last lease gets one lease from now, and
-- a served row quiet for longer leaves the index (NULL). The rows it takes
-- get their new lease's expiry.
--
-- A lease is judged by the expiry stored on its row (lease_expires_at, from
-- the lease of whoever claimed or renewed it), never by this caller's lease;
-- $1 is only the lease of the claims this pass takes. Rows are locked (SKIP
-- LOCKED: no wait) before the new leases are stamped.
--
-- A claim's run is open on its job row; a run row is written when a run
-- ends. An expired claim's run ends here: its one record ('abandoned') is
-- inserted from the row as this pass locked it (the look CTE reads the
-- run's columns with the lock).
--
-- $4 lists firms the caller takes no more of (they hold their share of its
-- build slots); their rows are left for a pass with room for them.
--
-- $1 lease seconds, $2 limit, $3 worker id, $4 firms to skip (uuid[]; empty
-- skips none).
WITH look AS MATERIALIZED (
    -- The rows whose sweep_at has passed, earliest first: up to $2 that may
    -- need a worker, and as many again as 256 more whose sweep_at only
    -- needs moving on (each pass moves on those it meets).
    SELECT firm_id, matter_id, run_status, lease_expires_at, next_attempt_at,
           served_generation < requested_generation AS unserved,
           current_run_id, fencing_token, claimed_by, claimed_at, run_started_at,
           run_traceparent, run_follows_run_id, run_model_calls, run_documents_extracted, run_model_tokens
      FROM ops.matter_frame_jobs
     WHERE sweep_at <= (SELECT clock_timestamp())
       AND firm_id <> ALL ($4::uuid[])
     ORDER BY sweep_at
     LIMIT $2 + 256
       FOR UPDATE SKIP LOCKED
), judged AS MATERIALIZED (
    SELECT l.*, l.run_status = 'running' AND l.lease_expires_at <= c.now AS expired,
           l.run_status = 'idle' AND l.unserved AND l.next_attempt_at <= c.now AS due
      FROM look l, (SELECT clock_timestamp() AS now) c
), pick AS (
    SELECT firm_id, matter_id, expired FROM judged
     WHERE expired OR due
     ORDER BY expired DESC, CASE WHEN expired THEN lease_expires_at ELSE next_attempt_at END
     LIMIT $2
), moved_on AS (
    -- The rows that need no worker yet: sweep_at to their next deadline.
    UPDATE ops.matter_frame_jobs j
    SET sweep_at = CASE WHEN j.run_status = 'running' THEN j.lease_expires_at
                        WHEN j.served_generation < j.requested_generation THEN j.next_attempt_at
                        WHEN j.updated_at > clock_timestamp() - $1::float8 * interval '1 second'
                        THEN clock_timestamp() + $1::float8 * interval '1 second'
                   END
      FROM judged x
     WHERE NOT (x.expired OR x.due) AND j.firm_id = x.firm_id AND j.matter_id = x.matter_id
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
        -- The new claim's run, open on the row, starts with its lease; the
        -- reconciler next looks at the row when the lease expires.
        (claimed_at, lease_expires_at, run_started_at, sweep_at) = (
            SELECT t.now, t.now + $1::float8 * interval '1 second', t.now, t.now + $1::float8 * interval '1 second'
              FROM (SELECT clock_timestamp() AS now) t),
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
      FROM claimed c JOIN judged e ON e.firm_id = c.firm_id AND e.matter_id = c.matter_id
     WHERE e.expired AND c.previous_run_id = e.current_run_id
)
SELECT c.firm_id::text, c.matter_id::text, c.fencing_token, c.claimed_generation, c.current_run_id,
       COALESCE(c.last_traceparent, '') AS traceparent
FROM claimed c;
