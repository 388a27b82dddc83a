-- The lease's expiry lives on the job row (docs/rail.md):
-- each claim and each renewal stamps claimed_at and lease_expires_at from the
-- Postgres clock when the row is written, after any wait for its lock, with
-- the lease of the worker that holds the claim. A reconciler or a demand
-- judges a claim expired by lease_expires_at alone, so a process configured
-- with another lease can neither take a healthy claim nor keep a dead one.

-- +goose Up
ALTER TABLE ops.matter_frame_jobs ADD COLUMN lease_expires_at timestamptz;

-- Claims running when this migrates keep the old default lease (30 s).
UPDATE ops.matter_frame_jobs SET lease_expires_at = claimed_at + interval '30 seconds'
 WHERE run_status = 'running';

-- The same row invariants as before, and a running row's lease has an expiry.
ALTER TABLE ops.matter_frame_jobs DROP CONSTRAINT matter_frame_jobs_ledger;
ALTER TABLE ops.matter_frame_jobs ADD CONSTRAINT matter_frame_jobs_ledger CHECK (
    served_generation <= claimed_generation AND claimed_generation <= requested_generation
    AND rebuild_needed = (claimed_generation < requested_generation)
    AND CASE run_status
        WHEN 'running' THEN claimed_at IS NOT NULL AND lease_expires_at IS NOT NULL AND current_run_id IS NOT NULL
        WHEN 'idle' THEN served_generation = requested_generation OR next_attempt_at IS NOT NULL
        ELSE false
    END);

-- The lease sweep reads running rows by expiry.
DROP INDEX ops.matter_frame_jobs_running;
CREATE INDEX matter_frame_jobs_running ON ops.matter_frame_jobs (lease_expires_at)
    WHERE run_status = 'running';

-- +goose Down
DROP INDEX ops.matter_frame_jobs_running;
CREATE INDEX matter_frame_jobs_running ON ops.matter_frame_jobs (claimed_at)
    WHERE run_status = 'running';
ALTER TABLE ops.matter_frame_jobs DROP CONSTRAINT matter_frame_jobs_ledger;
ALTER TABLE ops.matter_frame_jobs ADD CONSTRAINT matter_frame_jobs_ledger CHECK (
    served_generation <= claimed_generation AND claimed_generation <= requested_generation
    AND rebuild_needed = (claimed_generation < requested_generation)
    AND CASE run_status
        WHEN 'running' THEN claimed_at IS NOT NULL AND current_run_id IS NOT NULL
        WHEN 'idle' THEN served_generation = requested_generation OR next_attempt_at IS NOT NULL
        ELSE false
    END);
ALTER TABLE ops.matter_frame_jobs DROP COLUMN lease_expires_at;
