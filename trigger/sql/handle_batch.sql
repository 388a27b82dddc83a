-- The trigger's gates and inbox for a batch of facts, in one statement over
-- arrays (inside the batch's transaction): handle.sql for many event ids at
-- once. It reads each fact from the ledger by event id (never from the
-- message), applies the gates, and records every fact in the rail's inbox
-- with its verdict, in event id order. ON CONFLICT DO NOTHING makes a
-- duplicate a no-op: fresh is false for it. Event ids not in the outbox
-- return no row.
--
-- $1 rail, $2 event ids uuid[], $3 demanding event names (text[]).
WITH fact AS (
    SELECT o.id, o.firm_id, o.matter_id, o.event_name, o.traceparent,
           f.firm_id IS NOT NULL AS firm_known, m.status AS matter_status
      FROM (SELECT DISTINCT e AS id FROM unnest($2::uuid[]) AS e) ev
      JOIN ops.domain_event_outbox o ON o.id = ev.id
      LEFT JOIN record.firms f ON f.firm_id = o.firm_id
      LEFT JOIN record.matters m ON m.firm_id = o.firm_id AND m.matter_id = o.matter_id
), verdict AS (
    SELECT fact.*,
           CASE
               WHEN NOT (event_name = ANY ($3::text[])) THEN 'ignored: not a demanding fact'
               WHEN NOT firm_known THEN 'ignored: unknown firm'
               WHEN matter_id IS NULL OR matter_status IS NULL THEN 'ignored: unknown matter'
               WHEN matter_status = 'archived' THEN 'ignored: archived matter'
               ELSE 'demanded'
           END AS outcome
      FROM fact
), seen AS (
    INSERT INTO ops.rail_inbox (rail, event_id, outcome)
    SELECT $1, id, outcome FROM verdict ORDER BY id
    ON CONFLICT (rail, event_id) DO NOTHING
    RETURNING event_id
)
SELECT v.id::text AS event_id, v.firm_id::text AS firm_id, coalesce(v.matter_id::text, '') AS matter_id,
       v.event_name, coalesce(v.traceparent, '') AS traceparent,
       v.outcome, EXISTS (SELECT 1 FROM seen WHERE seen.event_id = v.id) AS fresh
  FROM verdict v;
