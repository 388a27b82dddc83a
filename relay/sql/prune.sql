-- Retention: delete one batch of facts published longer ago than $1 seconds.
-- An unpublished fact is never deleted. published_at >= created_at, so the
-- created_at index bounds the scan.
DELETE FROM ops.domain_event_outbox
 WHERE id IN (
        SELECT id FROM ops.domain_event_outbox
         WHERE created_at < clock_timestamp() - make_interval(secs => $1)
           AND published_at < clock_timestamp() - make_interval(secs => $1)
         LIMIT $2
           FOR UPDATE SKIP LOCKED)
