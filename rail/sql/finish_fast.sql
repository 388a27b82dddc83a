-- Finish, the common case: no demand arrived since the claim was taken or
-- its snapshot (requested_generation = claimed_generation), so no follow-up
-- claim is due. The same fenced compare-and-swap, frame insert and run
-- record ('landed') as finish.sql, in one statement, without the follow-up
-- claim. The run was open on the job row (its worker, start, trace and
-- what its build spent so far); its one row of ops.matter_frame_runs is
-- inserted here, at its end (docs/rail.md).
-- The frame's generation is the demands it serves (claimed_generation).
--
-- No row: nothing here happened, either because the claim is not current
-- (fenced) or because demand arrived; the caller then runs finish.sql,
-- which tells the two apart and takes the follow-up.
--
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id,
-- $5 document ids uuid[], $6 body jsonb, $7 model calls.
WITH cas AS (
    UPDATE ops.matter_frame_jobs j
    SET served_generation = j.claimed_generation,
        run_status = 'idle',
        attempts = 0,
        next_attempt_at = NULL,
        last_error = NULL,
        updated_at = clock_timestamp()
    WHERE j.firm_id = $1 AND j.matter_id = $2
      AND j.fencing_token = $3 AND j.run_status = 'running' AND j.current_run_id = $4
      AND j.requested_generation = j.claimed_generation
    RETURNING j.served_generation, j.claimed_by, j.run_started_at, j.run_traceparent, j.run_follows_run_id,
              j.run_documents_extracted, j.run_model_tokens
), frame AS (
    INSERT INTO ops.matter_frames (firm_id, matter_id, generation, run_id, document_ids, body)
    SELECT $1, $2, cas.served_generation, $4, $5::uuid[], $6::jsonb FROM cas
), run AS (
    INSERT INTO ops.matter_frame_runs (
        run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, follows_run_id,
        started_at, ended_at, outcome, model_calls, documents_covered, documents_extracted, model_tokens)
    SELECT $4, $1, $2, $3, cas.claimed_by,
           cas.run_traceparent, NULLIF(split_part(COALESCE(cas.run_traceparent, ''), '-', 2), ''), cas.run_follows_run_id,
           cas.run_started_at, clock_timestamp(), 'landed', $7, cardinality($5::uuid[]),
           cas.run_documents_extracted, cas.run_model_tokens
      FROM cas
    /* the run's one record */
)
SELECT served_generation FROM cas;
