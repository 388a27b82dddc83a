-- The relay's batch: the oldest unpublished facts that no other relay holds.
-- Uses the partial index domain_event_outbox_unpublished; SKIP LOCKED lets
-- several relays drain the table at once without waiting on each other.
SELECT id::text, firm_id::text, coalesce(matter_id::text, ''), coalesce(document_id::text, ''),
       event_name, coalesce(traceparent, '')
  FROM ops.domain_event_outbox
 WHERE published_at IS NULL
 ORDER BY created_at
 LIMIT $1
   FOR UPDATE SKIP LOCKED
