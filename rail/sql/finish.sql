-- Finish: the fenced compare-and-swap, the frame insert and the run's one
-- record ('landed'), in one statement (the caller's outbox rows follow in the same
-- transaction). The CAS matches only the claim that is still current: same
-- token, same run, still running. Zero rows: nothing here happens. The frame
-- lands with generation = the demands its build serves (claimed_generation,
-- as taken by the claim or raised by its snapshot), which becomes
-- served_generation.
--
-- If demand arrived during the build (requested > claimed) the SAME
-- statement takes the follow-up claim with a fresh token (fencing_token + 1)
-- serving every demand so far (claimed := requested) and clears the
-- breadcrumb, so N demands during one build cost one follow-up, and a
-- follow-up cannot requeue itself without new demand. With $10 (yield) it
-- takes no follow-up: the row is left idle and pending (next_attempt_at :=
-- now, the breadcrumb kept), for the oldest-first claim of any Runner with
-- a free slot: a matter with a stream of demand does not keep a slot while
-- other matters' demands wait.
--
-- The follow-up's lease is stamped after the row lock is taken (the locked
-- CTE, as in heartbeat.sql), with this worker's lease, stored on the row.
--
-- The run was open on the job row; the locked CTE reads its columns (the
-- follow-up claim replaces them), and its one row of ops.matter_frame_runs
-- is inserted here, at its end. The follow-up's run is open on the row in
-- turn (run_follows_run_id names this run), recorded when it ends.
--
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id, $5 worker id,
-- $6 document ids uuid[], $7 body jsonb, $8 model calls, $9 lease seconds,
-- $10 yield (take no follow-up).
WITH locked AS (
    SELECT firm_id, matter_id, claimed_by, run_started_at, run_traceparent, run_follows_run_id,
           run_documents_extracted, run_model_tokens
      FROM ops.matter_frame_jobs
    WHERE firm_id = $1 AND matter_id = $2
      AND fencing_token = $3 AND run_status = 'running' AND current_run_id = $4
    FOR UPDATE
), cas AS (
    UPDATE ops.matter_frame_jobs j
    SET served_generation = j.claimed_generation,
        claimed_generation = CASE WHEN $10::boolean THEN j.claimed_generation ELSE j.requested_generation END,
        rebuild_needed = $10::boolean AND j.requested_generation > j.claimed_generation,
        run_status = CASE WHEN j.requested_generation > j.claimed_generation AND NOT $10::boolean
                          THEN 'running' ELSE 'idle' END,
        fencing_token = CASE WHEN j.requested_generation > j.claimed_generation AND NOT $10::boolean
                             THEN j.fencing_token + 1 ELSE j.fencing_token END,
        (claimed_at, lease_expires_at, next_attempt_at,
         run_started_at, run_traceparent, run_follows_run_id, run_model_calls, run_documents_extracted,
         run_model_tokens, sweep_at) = (
            SELECT CASE WHEN c.follow THEN t.now ELSE j.claimed_at END,
                   CASE WHEN c.follow THEN t.now + $9::float8 * interval '1 second' ELSE j.lease_expires_at END,
                   CASE WHEN c.pending THEN t.now END,
                   -- The follow-up's run, open on the row.
                   CASE WHEN c.follow THEN t.now ELSE j.run_started_at END,
                   CASE WHEN c.follow THEN j.last_traceparent ELSE j.run_traceparent END,
                   CASE WHEN c.follow THEN $4 ELSE j.run_follows_run_id END,
                   CASE WHEN c.follow THEN 0 ELSE j.run_model_calls END,
                   CASE WHEN c.follow THEN 0 ELSE j.run_documents_extracted END,
                   CASE WHEN c.follow THEN 0 ELSE j.run_model_tokens END,
                   -- Moved back to the row's new deadline when later (the
                   -- follow-up's lease, or now for a pending row); a row left
                   -- idle and served keeps it (migrations/00052).
                   CASE WHEN c.follow AND j.sweep_at <= t.now + $9::float8 * interval '1 second' THEN j.sweep_at
                        WHEN c.follow THEN t.now + $9::float8 * interval '1 second'
                        WHEN c.pending AND j.sweep_at <= t.now THEN j.sweep_at
                        WHEN c.pending THEN t.now
                        ELSE j.sweep_at END
            FROM (SELECT clock_timestamp() AS now) t,
                 LATERAL (SELECT j.requested_generation > j.claimed_generation AND NOT $10::boolean AS follow,
                                 j.requested_generation > j.claimed_generation AND $10::boolean AS pending) c),
        claimed_by = CASE WHEN j.requested_generation > j.claimed_generation AND NOT $10::boolean
                          THEN $5 ELSE j.claimed_by END,
        previous_run_id = CASE WHEN j.requested_generation > j.claimed_generation AND NOT $10::boolean
                               THEN j.current_run_id ELSE j.previous_run_id END,
        current_run_id = CASE WHEN j.requested_generation > j.claimed_generation AND NOT $10::boolean
                              THEN nextval('ops.matter_frame_runs_run_id_seq') ELSE j.current_run_id END,
        attempts = 0,
        last_error = NULL,
        updated_at = clock_timestamp()
    FROM locked
    WHERE j.firm_id = locked.firm_id AND j.matter_id = locked.matter_id
      AND j.fencing_token = $3 AND j.run_status = 'running' AND j.current_run_id = $4
    RETURNING j.firm_id, j.matter_id, j.run_status, j.served_generation, j.claimed_generation, j.fencing_token, j.current_run_id,
              j.run_traceparent
), frame AS (
    INSERT INTO ops.matter_frames (firm_id, matter_id, generation, run_id, document_ids, body)
    SELECT $1, $2, cas.served_generation, $4, $6::uuid[], $7::jsonb FROM cas
    RETURNING generation
), run AS (
    -- This run's one record, from its columns as the locked CTE read them.
    INSERT INTO ops.matter_frame_runs (
        run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, follows_run_id,
        started_at, ended_at, outcome, model_calls, documents_covered, documents_extracted, model_tokens)
    SELECT $4, $1, $2, $3, COALESCE(l.claimed_by, $5),
           l.run_traceparent, NULLIF(split_part(COALESCE(l.run_traceparent, ''), '-', 2), ''), l.run_follows_run_id,
           l.run_started_at, clock_timestamp(), 'landed', $8, cardinality($6::uuid[]),
           l.run_documents_extracted, l.run_model_tokens
      FROM cas JOIN locked l ON l.firm_id = cas.firm_id AND l.matter_id = cas.matter_id
    /* the run's one record */
)
SELECT cas.served_generation, cas.run_status = 'running' AS follow_up, cas.fencing_token, cas.claimed_generation,
       cas.current_run_id, COALESCE(cas.run_traceparent, '') AS traceparent
FROM cas;
