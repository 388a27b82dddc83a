-- Runs that ended in the last hour, by outcome, and the runs still open
-- (outcome NULL, reported as "running"; the partial unique index
-- matter_frame_runs_open finds them). The ended_at filter scans the runs
-- table: keep run retention in mind on a large ledger.
SELECT outcome, count(*)
  FROM ops.matter_frame_runs
 WHERE ended_at > clock_timestamp() - interval '1 hour'
 GROUP BY outcome
UNION ALL
SELECT 'running', count(*)
  FROM ops.matter_frame_runs
 WHERE outcome IS NULL
