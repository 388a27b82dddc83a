-- What a run's build sent to the model: the documents extracted (those the
-- extraction cache did not hold) and the tokens spent, recorded whatever
-- becomes of the run, so it needs no claim. Never lowers a count already
-- recorded. As with run_calls.sql: run_extraction_open.sql first (the run
-- still open on its job row), then this, on the ended run's record, when
-- that matched no row.
-- $1 firm_id, $2 matter_id, $3 run_id, $4 documents extracted, $5 tokens.
UPDATE ops.matter_frame_runs
SET documents_extracted = GREATEST(documents_extracted, $4),
    model_tokens = GREATEST(model_tokens, $5)
WHERE firm_id = $1 AND matter_id = $2 AND run_id = $3;
