-- Facts of the batch that JetStream did not acknowledge: unmark them before
-- the commit, so they are published again by the next batch.
UPDATE ops.domain_event_outbox
   SET published_at = NULL
 WHERE id = ANY ($1::uuid[])
