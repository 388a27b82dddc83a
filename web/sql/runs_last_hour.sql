-- Runs that ended in the last hour, by outcome, with the model calls they
-- made: a range scan of the partial index matter_frame_runs_ended (migration
-- 00004), so every scrape reads it fresh however long the runs table grows.
SELECT outcome, count(*) AS runs, COALESCE(sum(model_calls), 0)::bigint AS model_calls
  FROM ops.matter_frame_runs
 WHERE ended_at > clock_timestamp() - interval '1 hour'
 GROUP BY outcome
