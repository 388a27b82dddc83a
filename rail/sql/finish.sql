-- Finish: the fenced compare-and-swap, the frame insert and the run's
-- 'landed', in one statement (the caller's outbox rows follow in the same
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
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id, $5 worker id,
-- $6 document ids uuid[], $7 body jsonb, $8 model calls, $9 lease seconds,
-- $10 yield (take no follow-up).
WITH locked AS (
    SELECT firm_id, matter_id FROM ops.matter_frame_jobs
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
        (claimed_at, lease_expires_at, next_attempt_at) = (
            SELECT CASE WHEN c.follow THEN t.now ELSE j.claimed_at END,
                   CASE WHEN c.follow THEN t.now + $9::float8 * interval '1 second' ELSE j.lease_expires_at END,
                   CASE WHEN c.pending THEN t.now END
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
              j.claimed_at, j.claimed_by, j.last_traceparent
), frame AS (
    INSERT INTO ops.matter_frames (firm_id, matter_id, generation, run_id, document_ids, body)
    SELECT $1, $2, cas.served_generation, $4, $6::uuid[], $7::jsonb FROM cas
    RETURNING generation
), run AS (
    UPDATE ops.matter_frame_runs
    SET outcome = 'landed', ended_at = clock_timestamp(), error = NULL,
        model_calls = $8, documents_covered = cardinality($6::uuid[])
    WHERE firm_id = $1 AND matter_id = $2 AND run_id = $4 AND EXISTS (SELECT 1 FROM cas)
    RETURNING run_id
), follow_up AS (
    -- The follow-up claim's run, inserted after this run is closed (it reads
    -- the close's result): at most one run per matter may be open.
    INSERT INTO ops.matter_frame_runs (
        run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, follows_run_id, started_at)
    SELECT cas.current_run_id, cas.firm_id, cas.matter_id, cas.fencing_token, cas.claimed_by,
           cas.last_traceparent, NULLIF(split_part(COALESCE(cas.last_traceparent, ''), '-', 2), ''),
           $4, cas.claimed_at
    FROM cas
    WHERE cas.run_status = 'running' AND (SELECT count(*) FROM run) >= 0
    RETURNING run_id
)
SELECT cas.served_generation, cas.run_status = 'running' AS follow_up, cas.fencing_token, cas.claimed_generation,
       cas.current_run_id, COALESCE(cas.last_traceparent, '') AS traceparent
FROM cas;
