-- The relay's batch, in one statement: take the oldest unpublished facts that
-- no other relay holds (partial index domain_event_outbox_unpublished; SKIP
-- LOCKED lets several relays drain the table at once) and mark them published
-- in the relay's open transaction. The mark becomes visible only when the
-- relay commits, after JetStream acknowledged every message; a failed batch
-- rolls back and its facts stay unpublished. One statement, one round trip.
-- The locked rows' ctids go through an array, so
-- the update reaches each row directly (a TID scan: no primary-key lookups,
-- never a scan of the table); the row locks keep those ctids current until
-- the update.
UPDATE ops.domain_event_outbox
   SET published_at = clock_timestamp()
 WHERE ctid = ANY (ARRAY(
        SELECT ctid FROM ops.domain_event_outbox
         WHERE published_at IS NULL
         ORDER BY created_at
         LIMIT $1
           FOR UPDATE SKIP LOCKED))
RETURNING id::text AS event_id, firm_id::text AS firm_id, coalesce(matter_id::text, '') AS matter_id,
          coalesce(document_id::text, '') AS document_id, event_name, coalesce(traceparent, '') AS traceparent
