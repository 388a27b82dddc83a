-- The rail's runs for the matter (keyed by firm), every outcome, and the
-- model calls they made.
-- $1 firm_id, $2 matter_id.
SELECT count(*)::int AS builds, coalesce(sum(model_calls), 0)::int AS model_calls
  FROM ops.matter_frame_runs
 WHERE firm_id = $1 AND matter_id = $2;
