-- Runs that ended in the last hour, by outcome: a range scan of the partial
-- index matter_frame_runs_ended (migration 00004), so every scrape reads it
-- fresh however long the runs table grows.
SELECT outcome, count(*)
  FROM ops.matter_frame_runs
 WHERE ended_at > clock_timestamp() - interval '1 hour'
 GROUP BY outcome
