-- Inbox retention: one batch of a rail's inbox rows older than $2 seconds
-- (always longer than the reconciler's lookback, so a fact still in the
-- lookback window keeps its row and is never handled twice).
DELETE FROM ops.rail_inbox
 WHERE (rail, event_id) IN (
        SELECT rail, event_id FROM ops.rail_inbox
         WHERE rail = $1 AND seen_at < clock_timestamp() - make_interval(secs => $2::float8)
         LIMIT $3)
