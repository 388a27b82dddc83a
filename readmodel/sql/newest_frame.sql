-- The matter's newest landed frame (keyed by firm): its generation, its
-- Brief JSON and the documents it covers.
-- $1 firm_id, $2 matter_id.
SELECT generation, body, document_ids::text[] AS document_ids
  FROM ops.matter_frames
 WHERE firm_id = $1 AND matter_id = $2
 ORDER BY generation DESC
 LIMIT 1;
