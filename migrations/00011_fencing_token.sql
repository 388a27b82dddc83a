-- Honest counters (docs/rail.md): requested_generation counts demands and
-- nothing else; the fencing token gets a dispenser of its own.
--
-- Before, a reclaim bumped requested_generation to get a token nobody had
-- held, so the demand counter overcounted. Now every claim takes
-- fencing_token + 1 (a number no claim of the matter has held: the column
-- only grows), and requested_generation, claimed_generation and
-- served_generation are demand counts: how many demands were made, how many
-- the current claim's build serves (raised by its snapshot), and how many
-- the newest landed frame serves (the frame's generation). Unserved demand
-- is still one comparison on the row: served_generation <
-- requested_generation.
--
-- Until now the token was claimed_generation, and it was always the
-- largest token handed out, so the dispenser starts there.

-- +goose Up
ALTER TABLE ops.matter_frame_jobs ADD COLUMN fencing_token bigint NOT NULL DEFAULT 0;
UPDATE ops.matter_frame_jobs SET fencing_token = claimed_generation;

-- The row's invariants, plus: a running row holds a token.
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

-- Tokens are unique per matter: each claim opens one run with its token.
CREATE UNIQUE INDEX matter_frame_runs_token ON ops.matter_frame_runs (firm_id, matter_id, token);

-- +goose Down
DROP INDEX ops.matter_frame_runs_token;
ALTER TABLE ops.matter_frame_jobs DROP CONSTRAINT matter_frame_jobs_ledger;
ALTER TABLE ops.matter_frame_jobs ADD CONSTRAINT matter_frame_jobs_ledger CHECK (
    served_generation <= claimed_generation AND claimed_generation <= requested_generation
    AND rebuild_needed = (claimed_generation < requested_generation)
    AND CASE run_status
        WHEN 'running' THEN claimed_at IS NOT NULL AND lease_expires_at IS NOT NULL AND current_run_id IS NOT NULL
        WHEN 'idle' THEN served_generation = requested_generation OR next_attempt_at IS NOT NULL
        ELSE false
    END);
ALTER TABLE ops.matter_frame_jobs DROP COLUMN fencing_token;
