-- The reconciler's coverage scan: one keyset page of open matters (by
-- primary key, from the cursor), each marked stale when the rail has no work
-- pending for it (idle, nothing unserved) and yet its newest frame does not
-- cover exactly its current documents: a document (older than the grace
-- period) missing from the frame, or a frame document since deleted (longer
-- ago than the grace period). The page bounds the cost of one pass; the
-- cursor walks the whole table over successive passes.
--
-- built_since says whether a build started after the matter's documents
-- settled (last upload or deletion + grace): its snapshot saw them, so a
-- frame that still differs is the builder's choice, not a missed demand, and
-- demanding again would only loop. Computed for stale matters only.
--
-- $1 cursor firm_id, $2 cursor matter_id, $3 page size, $4 grace seconds.
WITH page AS (
    SELECT firm_id, matter_id
      FROM record.matters
     WHERE (firm_id, matter_id) > ($1::uuid, $2::uuid)
       AND status = 'open'
     ORDER BY firm_id, matter_id
     LIMIT $3
), clock AS (
    SELECT clock_timestamp() - make_interval(secs => $4::float8) AS settled
), judged AS (
    SELECT p.firm_id, p.matter_id, f.document_ids,
           coalesce(j.run_status, 'idle') = 'idle'
           AND coalesce(j.served_generation, 0) >= coalesce(j.requested_generation, 0)
           AND (
               EXISTS (SELECT 1 FROM record.documents d, clock
                        WHERE d.firm_id = p.firm_id AND d.matter_id = p.matter_id
                          AND d.deleted_at IS NULL AND d.uploaded_at < clock.settled
                          AND NOT (d.document_id = ANY (coalesce(f.document_ids, '{}'))))
               OR EXISTS (SELECT 1 FROM unnest(coalesce(f.document_ids, '{}')) AS fd(document_id), clock
                           WHERE NOT EXISTS (SELECT 1 FROM record.documents d
                                              WHERE d.document_id = fd.document_id
                                                AND (d.deleted_at IS NULL OR d.deleted_at >= clock.settled)))
           ) AS stale
      FROM page p
      LEFT JOIN ops.matter_frame_jobs j ON j.firm_id = p.firm_id AND j.matter_id = p.matter_id
      LEFT JOIN LATERAL (
            SELECT document_ids FROM ops.matter_frames fr
             WHERE fr.firm_id = p.firm_id AND fr.matter_id = p.matter_id
             ORDER BY generation DESC LIMIT 1) f ON true
)
SELECT firm_id::text, matter_id::text, stale,
       CASE WHEN stale THEN coalesce((
           SELECT r.started_at > greatest(
                      (SELECT max(d.uploaded_at) FROM record.documents d
                        WHERE d.firm_id = judged.firm_id AND d.matter_id = judged.matter_id AND d.deleted_at IS NULL),
                      (SELECT max(d.deleted_at) FROM record.documents d
                        WHERE d.document_id = ANY (coalesce(judged.document_ids, '{}'))))
                  + make_interval(secs => $4::float8)
             FROM ops.matter_frame_runs r
            WHERE r.firm_id = judged.firm_id AND r.matter_id = judged.matter_id
            ORDER BY r.run_id DESC LIMIT 1), false)
       ELSE false END AS built_since
  FROM judged
 ORDER BY firm_id, matter_id
