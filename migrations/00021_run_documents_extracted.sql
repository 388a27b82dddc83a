-- What each run's build sent to the model (docs/rail.md, honest
-- counters): the documents the Brief's extraction cache did not hold, and
-- the tokens the model calls spent. Recorded on the run by its own id,
-- whatever becomes of the run.

-- +goose Up
ALTER TABLE ops.matter_frame_runs
    ADD COLUMN documents_extracted integer NOT NULL DEFAULT 0 CHECK (documents_extracted >= 0),
    ADD COLUMN model_tokens        bigint  NOT NULL DEFAULT 0 CHECK (model_tokens >= 0);

-- +goose Down
ALTER TABLE ops.matter_frame_runs DROP COLUMN documents_extracted, DROP COLUMN model_tokens;
