-- A few index lookups that change whenever the matter's view can: its live
-- documents and their extraction, its newest frame, its job row, its runs
-- (begun and ended). Every subquery is keyed by firm.
-- $1 firm_id, $2 matter_id.
SELECT (SELECT count(*)::text || '/' || count(*) FILTER (WHERE status = 'stored')::text
          FROM record.documents
         WHERE firm_id = $1 AND matter_id = $2 AND deleted_at IS NULL)
    || ' ' || (SELECT coalesce(max(generation), 0)::text FROM ops.matter_frames
                WHERE firm_id = $1 AND matter_id = $2)
    || ' ' || coalesce((SELECT concat_ws('/', requested_generation, claimed_generation, served_generation,
                                         run_status, attempts, last_error, current_run_id)
                          FROM ops.matter_frame_jobs WHERE firm_id = $1 AND matter_id = $2), '-')
    || ' ' || (SELECT count(*)::text || '/' || count(*) FILTER (WHERE outcome IS NULL)::text
                 FROM ops.matter_frame_runs WHERE firm_id = $1 AND matter_id = $2);
