-- Status: per matter, the generations, the fencing token, the lease age
-- (Postgres clock), the unserved comparison (G5: served < requested), the
-- model calls wasted on builds that never landed because their claim was
-- lost (runs fenced or abandoned), and the newest runs. A running claim's
-- run is open on the job row (its record is written when it ends): it is
-- shown first, outcome 'running', beside the newest recorded runs.
-- $1 matter_id (null = every matter), $2 runs per matter, $3 firm_id (null =
-- every firm; one firm's view of its matter passes it).
SELECT j.firm_id::text AS firm_id, j.matter_id::text AS matter_id,
       j.requested_generation, j.claimed_generation, j.served_generation, j.fencing_token,
       (SELECT COALESCE(sum(r.model_calls), 0) FROM ops.matter_frame_runs r
         WHERE r.firm_id = j.firm_id AND r.matter_id = j.matter_id
           AND r.outcome IN ('fenced', 'abandoned'))::bigint AS wasted_model_calls,
       j.run_status, j.rebuild_needed,
       CASE WHEN j.run_status = 'running'
            THEN extract(epoch FROM clock_timestamp() - j.claimed_at)::float8 END AS lease_age_seconds,
       j.served_generation < j.requested_generation AS unserved,
       CASE WHEN j.run_status = 'running' THEN j.lease_expires_at END AS lease_expires_at,
       j.attempts, j.next_attempt_at, COALESCE(j.last_error, '') AS last_error, COALESCE(j.claimed_by, '') AS claimed_by,
       COALESCE((
           SELECT jsonb_agg(r.run ORDER BY r.run_id DESC)
           FROM (SELECT r.run_id, r.run FROM (
                     -- The open run, from the job row.
                     SELECT j.current_run_id AS run_id, jsonb_build_object(
                                'run_id', j.current_run_id, 'token', j.fencing_token,
                                'worker_id', COALESCE(j.claimed_by, ''),
                                'trace_id', COALESCE(NULLIF(split_part(COALESCE(j.run_traceparent, ''), '-', 2), ''), ''),
                                'started_at', COALESCE(j.run_started_at, j.claimed_at),
                                'ended_at', NULL, 'outcome', 'running', 'error', '',
                                'model_calls', j.run_model_calls, 'documents_covered', 0,
                                'documents_extracted', j.run_documents_extracted,
                                'model_tokens', j.run_model_tokens) AS run
                      WHERE j.run_status = 'running'
                     UNION ALL
                     SELECT r.run_id, jsonb_build_object(
                                'run_id', r.run_id, 'token', r.token, 'worker_id', r.worker_id,
                                'trace_id', COALESCE(r.trace_id, ''), 'started_at', r.started_at,
                                'ended_at', r.ended_at, 'outcome', r.outcome,
                                'error', COALESCE(r.error, ''), 'model_calls', r.model_calls,
                                'documents_covered', r.documents_covered,
                                'documents_extracted', r.documents_extracted,
                                'model_tokens', r.model_tokens)
                       FROM (SELECT * FROM ops.matter_frame_runs r
                              WHERE r.firm_id = j.firm_id AND r.matter_id = j.matter_id
                              ORDER BY r.run_id DESC LIMIT $2) r) r
                 ORDER BY r.run_id DESC LIMIT $2) r
       ), '[]'::jsonb) AS last_runs
FROM ops.matter_frame_jobs j
WHERE ($1::uuid IS NULL OR j.matter_id = $1::uuid)
  AND ($3::uuid IS NULL OR j.firm_id = $3::uuid)
ORDER BY j.firm_id, j.matter_id;
