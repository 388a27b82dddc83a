-- How far a matter is served: the newest landed token.
SELECT served_generation FROM ops.matter_frame_jobs WHERE firm_id = $1 AND matter_id = $2;
