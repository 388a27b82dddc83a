-- Forget the inbox rows of a batch's facts whose demand could not be made
-- (the matter's row was held by another session), in the batch's own
-- transaction: they are handled again when their nudges come back.
--
-- $1 rail, $2 event ids uuid[].
DELETE FROM ops.rail_inbox WHERE rail = $1 AND event_id = ANY ($2::uuid[]);
