-- The reconciler's dropped-nudge scan: demanding facts older than the grace
-- period that the rail's inbox has not seen, as a keyset page over
-- (created_at, id) from the cursor, bounded below by the lookback. The
-- created_at index bounds the scan to [cursor, cutoff) (ties on created_at are
-- ordered by id, an incremental sort); the inbox's primary key answers each
-- NOT EXISTS.
--
-- $1 rail, $2 demanding names, $3 cursor created_at, $4 cursor id,
-- $5 cutoff (clock_timestamp() - grace, computed once per pass), $6 limit.
SELECT o.id::text, o.created_at
  FROM ops.domain_event_outbox o
 WHERE o.created_at >= $3::timestamptz -- the index range starts at the cursor
   AND (o.created_at, o.id) > ($3::timestamptz, $4::uuid)
   AND o.created_at < $5::timestamptz
   AND o.event_name = ANY ($2::text[])
   AND NOT EXISTS (SELECT 1 FROM ops.rail_inbox i WHERE i.rail = $1 AND i.event_id = o.id)
 ORDER BY o.created_at, o.id
 LIMIT $6
