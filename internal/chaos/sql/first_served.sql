-- The first frame of a matter after $3 that serves at least $4 demands:
-- when a killed build's demands were served again.
SELECT min(built_at) FROM ops.matter_frames
WHERE firm_id = $1 AND matter_id = $2 AND built_at > $3 AND generation >= $4;
