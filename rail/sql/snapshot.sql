-- Burst coalescing (DESIGN.md section 4): the first statement of the build's
-- snapshot transaction. Guarded by the old token, it moves the token up to
-- requested_generation, so every demand committed before it is served by this
-- build; it also renews the lease and records the new token on the run row.
-- No row: the claim is lost.
-- $1 firm_id, $2 matter_id, $3 token, $4 run_id.
WITH job AS (
    UPDATE ops.matter_frame_jobs
    SET claimed_generation = requested_generation,
        rebuild_needed = false,
        claimed_at = clock_timestamp(),
        updated_at = clock_timestamp()
    WHERE firm_id = $1 AND matter_id = $2
      AND claimed_generation = $3 AND run_status = 'running' AND current_run_id = $4
    RETURNING claimed_generation
), run AS (
    UPDATE ops.matter_frame_runs
    SET token = (SELECT claimed_generation FROM job)
    WHERE firm_id = $1 AND matter_id = $2 AND run_id = $4 AND EXISTS (SELECT 1 FROM job)
)
SELECT claimed_generation FROM job;
