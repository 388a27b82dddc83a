-- A run's record is written once, at its end (docs/rail.md): the open run
-- lives on its job row, which already holds its token (fencing_token), its
-- id (current_run_id), its worker (claimed_by) and its lease, and now also
-- when it started, the trace it carries, the run whose finish took it as
-- its follow-up, and what its build has spent so far. The statement that
-- ends a run (a finish, a failure, a release, the reclaim of an expired
-- lease) inserts its one row into ops.matter_frame_runs, with its outcome.
-- So a cycle writes one run row instead of inserting one and updating it,
-- and no row of ops.matter_frame_runs is ever open (outcome IS NULL).
--
-- At most one open run per matter (G1) is now the job row itself: it holds
-- one current run. The partial unique index that allowed one open run row
-- is dropped.

-- +goose Up
ALTER TABLE ops.matter_frame_jobs
    ADD COLUMN run_started_at          timestamptz,
    ADD COLUMN run_traceparent         text,
    ADD COLUMN run_follows_run_id      bigint,
    ADD COLUMN run_model_calls         integer NOT NULL DEFAULT 0,
    ADD COLUMN run_documents_extracted integer NOT NULL DEFAULT 0,
    ADD COLUMN run_model_tokens        bigint  NOT NULL DEFAULT 0;

-- The runs open when this migrates move onto their job rows.
UPDATE ops.matter_frame_jobs j
   SET run_started_at = r.started_at, run_traceparent = r.traceparent, run_follows_run_id = r.follows_run_id,
       run_model_calls = r.model_calls, run_documents_extracted = r.documents_extracted,
       run_model_tokens = r.model_tokens
  FROM ops.matter_frame_runs r
 WHERE r.firm_id = j.firm_id AND r.matter_id = j.matter_id AND r.run_id = j.current_run_id
   AND r.outcome IS NULL AND j.run_status = 'running';
UPDATE ops.matter_frame_jobs SET run_started_at = claimed_at
 WHERE run_status = 'running' AND run_started_at IS NULL;
DELETE FROM ops.matter_frame_runs r
 USING ops.matter_frame_jobs j
 WHERE r.firm_id = j.firm_id AND r.matter_id = j.matter_id AND r.run_id = j.current_run_id
   AND r.outcome IS NULL AND j.run_status = 'running';
-- An open run that is no running claim's (none should exist) is closed.
UPDATE ops.matter_frame_runs
   SET outcome = 'abandoned', ended_at = clock_timestamp(), error = 'open run of no running claim'
 WHERE outcome IS NULL;

DROP INDEX ops.matter_frame_runs_open;
ALTER TABLE ops.matter_frame_runs ALTER COLUMN outcome SET NOT NULL;

-- The row's invariants, plus: a running row says when its run started.
ALTER TABLE ops.matter_frame_jobs DROP CONSTRAINT matter_frame_jobs_ledger;
ALTER TABLE ops.matter_frame_jobs ADD CONSTRAINT matter_frame_jobs_ledger CHECK (
    served_generation <= claimed_generation AND claimed_generation <= requested_generation
    AND rebuild_needed = (claimed_generation < requested_generation)
    AND CASE run_status
        WHEN 'running' THEN claimed_at IS NOT NULL AND lease_expires_at IS NOT NULL AND current_run_id IS NOT NULL
                            AND fencing_token > 0 AND run_started_at IS NOT NULL
        WHEN 'idle' THEN served_generation = requested_generation OR next_attempt_at IS NOT NULL
        ELSE false
    END);

-- +goose Down
ALTER TABLE ops.matter_frame_jobs DROP CONSTRAINT matter_frame_jobs_ledger;
ALTER TABLE ops.matter_frame_jobs ADD CONSTRAINT matter_frame_jobs_ledger CHECK (
    served_generation <= claimed_generation AND claimed_generation <= requested_generation
    AND rebuild_needed = (claimed_generation < requested_generation)
    AND CASE run_status
        WHEN 'running' THEN claimed_at IS NOT NULL AND lease_expires_at IS NOT NULL AND current_run_id IS NOT NULL
                            AND fencing_token > 0
        WHEN 'idle' THEN served_generation = requested_generation OR next_attempt_at IS NOT NULL
        ELSE false
    END);
ALTER TABLE ops.matter_frame_runs ALTER COLUMN outcome DROP NOT NULL;
CREATE UNIQUE INDEX matter_frame_runs_open ON ops.matter_frame_runs (firm_id, matter_id) WHERE outcome IS NULL;
-- The running claims' runs become open run rows again.
INSERT INTO ops.matter_frame_runs (run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id,
                                   follows_run_id, started_at, model_calls, documents_extracted, model_tokens)
SELECT j.current_run_id, j.firm_id, j.matter_id, j.fencing_token, COALESCE(j.claimed_by, ''), j.run_traceparent,
       NULLIF(split_part(COALESCE(j.run_traceparent, ''), '-', 2), ''), j.run_follows_run_id,
       COALESCE(j.run_started_at, j.claimed_at), j.run_model_calls, j.run_documents_extracted, j.run_model_tokens
  FROM ops.matter_frame_jobs j
 WHERE j.run_status = 'running';
ALTER TABLE ops.matter_frame_jobs
    DROP COLUMN run_started_at, DROP COLUMN run_traceparent, DROP COLUMN run_follows_run_id,
    DROP COLUMN run_model_calls, DROP COLUMN run_documents_extracted, DROP COLUMN run_model_tokens;
