-- /metrics counts the runs that ended in the last hour at every scrape; this
-- index keeps that a range scan instead of a scan of every run ever made.

-- +goose Up
CREATE INDEX matter_frame_runs_ended ON ops.matter_frame_runs (ended_at) WHERE ended_at IS NOT NULL;

-- +goose Down
DROP INDEX ops.matter_frame_runs_ended;
