-- The job table's indexes read only columns that a claim and a finish do
-- not change, so those updates can be HOT (docs/rail.md): the row's new
-- version on the same page, and no new index entries.
--
-- Before, the reconciler's two partial indexes read run_status, the
-- generations, the lease expiry and next_attempt_at, which every claim and
-- every finish change: no update of a job row was HOT, and each added an
-- entry to the primary key and, for a claim, to a partial index. Now one
-- partial index reads one column, sweep_at: when a reconciler must next
-- look at the row. The table's CHECK keeps it early enough: a running row's
-- sweep_at is at or before its lease expires, an idle row with unserved
-- demand's at or before its next attempt is due. The rail's statements
-- move it earlier, to the row's new deadline, only when it is later, so a
-- busy matter keeps its sweep_at through many claims and finishes; only
-- the reconciler moves it later: a row it finds past its sweep_at that
-- needs no worker yet gets its next deadline (or leaves the index when it
-- has been quiet for a lease).
--
-- The table leaves a fifth of each page free, so a row's new version finds
-- room beside the old one.

-- +goose Up
ALTER TABLE ops.matter_frame_jobs ADD COLUMN sweep_at timestamptz;
UPDATE ops.matter_frame_jobs
   SET sweep_at = CASE WHEN run_status = 'running' THEN lease_expires_at
                       WHEN served_generation < requested_generation THEN next_attempt_at END;

ALTER TABLE ops.matter_frame_jobs DROP CONSTRAINT matter_frame_jobs_ledger;
ALTER TABLE ops.matter_frame_jobs ADD CONSTRAINT matter_frame_jobs_ledger CHECK (
    served_generation <= claimed_generation AND claimed_generation <= requested_generation
    AND rebuild_needed = (claimed_generation < requested_generation)
    AND CASE run_status
        WHEN 'running' THEN claimed_at IS NOT NULL AND lease_expires_at IS NOT NULL AND current_run_id IS NOT NULL
                            AND fencing_token > 0 AND run_started_at IS NOT NULL
                            AND sweep_at IS NOT NULL AND sweep_at <= lease_expires_at
        WHEN 'idle' THEN served_generation = requested_generation
                         OR (next_attempt_at IS NOT NULL AND sweep_at IS NOT NULL AND sweep_at <= next_attempt_at)
        ELSE false
    END);

CREATE INDEX matter_frame_jobs_sweep ON ops.matter_frame_jobs (sweep_at) WHERE sweep_at IS NOT NULL;
DROP INDEX ops.matter_frame_jobs_running;
DROP INDEX ops.matter_frame_jobs_unserved;
ALTER TABLE ops.matter_frame_jobs SET (fillfactor = 80);

-- +goose Down
ALTER TABLE ops.matter_frame_jobs RESET (fillfactor);
CREATE INDEX matter_frame_jobs_running ON ops.matter_frame_jobs (lease_expires_at)
    WHERE run_status = 'running';
CREATE INDEX matter_frame_jobs_unserved ON ops.matter_frame_jobs (next_attempt_at)
    WHERE run_status = 'idle' AND served_generation < requested_generation;
DROP INDEX ops.matter_frame_jobs_sweep;
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
ALTER TABLE ops.matter_frame_jobs DROP COLUMN sweep_at;
