-- Group commit, the common case for many finishes at once: finish_fast.sql
-- over arrays, one statement for the group. Each element is decided by its
-- own row exactly as finish_fast.sql decides it: the fenced compare-and-swap
-- (same token, same run, still running, no demand since the claim or its
-- snapshot), the frame insert at the generation the build serves, and the
-- run's one record ('landed', from the run's columns on the job row). An element whose row does not match lands nothing and
-- returns no row (fenced, or a follow-up is due); the caller decides it
-- alone, and its neighbours are not affected.
--
-- $1 firm ids uuid[], $2 matter ids uuid[], $3 tokens bigint[], $4 run ids
-- bigint[], $5 document ids text[] (each a uuid[] literal), $6 bodies text[]
-- (JSON), $7 model calls int[]; one element per finish, one per matter.
WITH f AS (
    -- Indexed with generate_series, not unnest: a cached plan then expects
    -- many rows (an unnest of parameters is planned as 10, which made the
    -- join rescan the arrays for every running job row).
    SELECT ($1::uuid[])[i] AS firm_id, ($2::uuid[])[i] AS matter_id, ($3::bigint[])[i] AS token,
           ($4::bigint[])[i] AS run_id, ($5::text[])[i] AS docs, ($6::text[])[i] AS body, ($7::int[])[i] AS model_calls
      FROM generate_series(1, cardinality($1::uuid[])) AS i
), hit AS MATERIALIZED (
    -- Each element's own row, found by its key (one index probe per
    -- element, so the statement's cost follows the group, not the number
    -- of running rows, whatever the plan cache expects of the arrays) and
    -- locked when the compare-and-swap holds. In READ COMMITTED a row
    -- changed and committed meanwhile is locked as it is now, and the
    -- conditions are checked again on that version.
    SELECT f.*, j.ctid AS row_at
      FROM f CROSS JOIN LATERAL (
        SELECT j.ctid FROM ops.matter_frame_jobs j
         WHERE j.firm_id = f.firm_id AND j.matter_id = f.matter_id
           AND j.fencing_token = f.token AND j.run_status = 'running' AND j.current_run_id = f.run_id
           AND j.requested_generation = j.claimed_generation
           FOR UPDATE) j
), cas AS (
    -- The locked rows, by their place (a TID scan): this transaction holds
    -- them, so they are as found. A row whose newest version this
    -- statement's snapshot cannot see (changed and committed since it
    -- began) is not updated: its finish returns no row and is decided alone.
    UPDATE ops.matter_frame_jobs j
    SET served_generation = j.claimed_generation,
        run_status = 'idle',
        attempts = 0,
        next_attempt_at = NULL,
        last_error = NULL,
        updated_at = clock_timestamp()
      FROM hit f
     WHERE j.ctid = ANY (ARRAY(SELECT row_at FROM hit))
       AND j.ctid = f.row_at AND j.firm_id = f.firm_id AND j.matter_id = f.matter_id
       AND j.fencing_token = f.token AND j.run_status = 'running' AND j.current_run_id = f.run_id
       AND j.requested_generation = j.claimed_generation
    RETURNING j.firm_id, j.matter_id, j.served_generation, f.token, f.run_id, f.docs::uuid[] AS docs, f.body, f.model_calls,
              j.claimed_by, j.run_started_at, j.run_traceparent, j.run_follows_run_id, j.run_documents_extracted,
              j.run_model_tokens
), frame AS (
    INSERT INTO ops.matter_frames (firm_id, matter_id, generation, run_id, document_ids, body)
    SELECT cas.firm_id, cas.matter_id, cas.served_generation, cas.run_id, cas.docs, cas.body::jsonb FROM cas
), run AS (
    INSERT INTO ops.matter_frame_runs (
        run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, follows_run_id,
        started_at, ended_at, outcome, model_calls, documents_covered, documents_extracted, model_tokens)
    SELECT cas.run_id, cas.firm_id, cas.matter_id, cas.token, cas.claimed_by,
           cas.run_traceparent, NULLIF(split_part(COALESCE(cas.run_traceparent, ''), '-', 2), ''), cas.run_follows_run_id,
           cas.run_started_at, clock_timestamp(), 'landed', cas.model_calls, cardinality(cas.docs),
           cas.run_documents_extracted, cas.run_model_tokens
      FROM cas
    /* the run's one record */
)
SELECT cas.run_id, cas.served_generation FROM cas;
