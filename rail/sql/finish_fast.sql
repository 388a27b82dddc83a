-- Finish, the common case: no demand arrived since the claim was taken or
-- its snapshot (requested_generation = claimed_generation), so no follow-up
-- claim is due. The same fenced compare-and-swap, frame insert and run
-- 'landed' as finish.sql, in one statement, without the follow-up's run
-- insert (a statement's cost is mostly setting up each table it writes).
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
    RETURNING j.served_generation
), frame AS (
    INSERT INTO ops.matter_frames (firm_id, matter_id, generation, run_id, document_ids, body)
    SELECT $1, $2, cas.served_generation, $4, $5::uuid[], $6::jsonb FROM cas
), run AS (
    UPDATE ops.matter_frame_runs
    SET outcome = 'landed', ended_at = clock_timestamp(), error = NULL,
        model_calls = $7, documents_covered = cardinality($5::uuid[])
    WHERE firm_id = $1 AND matter_id = $2 AND run_id = $4 AND EXISTS (SELECT 1 FROM cas)
)
SELECT served_generation FROM cas;
