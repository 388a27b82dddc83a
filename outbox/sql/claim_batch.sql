-- The relay's batch, in one statement: take the oldest unpublished facts that
-- no other relay holds (partial index domain_event_outbox_unpublished; SKIP
-- LOCKED lets several relays drain the table at once) and mark them published
-- in the relay's open transaction. The mark becomes visible only when the
-- relay commits, after JetStream acknowledged every message; a failed batch
-- rolls back and its facts stay unpublished. One pass over the rows instead
-- of a lock, then an update. The ids go through an array so that the update
-- finds each row by its primary key, never by a scan of the table.
UPDATE ops.domain_event_outbox
   SET published_at = clock_timestamp()
 WHERE id = ANY (ARRAY(
        SELECT id FROM ops.domain_event_outbox
         WHERE published_at IS NULL
         ORDER BY created_at
         LIMIT $1
           FOR UPDATE SKIP LOCKED))
RETURNING id::text, firm_id::text, coalesce(matter_id::text, ''), coalesce(document_id::text, ''),
          event_name, coalesce(traceparent, '')
