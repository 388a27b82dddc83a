-- The newest frame landed and the newest nudge handled, anywhere.
SELECT (SELECT max(built_at) FROM ops.matter_frames),
       (SELECT max(seen_at) FROM ops.rail_inbox);
