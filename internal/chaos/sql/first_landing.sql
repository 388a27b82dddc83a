-- The first frame landed after $1 (any matter), and the first nudge handled
-- after $1: what a restart's recovery is measured to.
SELECT (SELECT min(built_at) FROM ops.matter_frames WHERE built_at > $1),
       (SELECT min(seen_at) FROM ops.rail_inbox WHERE seen_at > $1);
