-- Mark the facts JetStream acknowledged, in the transaction that holds their
-- row locks: one statement for the whole batch.
UPDATE ops.domain_event_outbox
   SET published_at = clock_timestamp()
 WHERE id = ANY ($1::uuid[])
