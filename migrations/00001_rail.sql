-- The Brief rail's ledger (DESIGN.md section 3): one job row per matter
-- (the ticket dispenser and the fencing token), one run row per attempt, and
-- the frames (Brief versions) that landed with the token that built them.

-- +goose Up
CREATE SCHEMA IF NOT EXISTS ops;

CREATE TABLE ops.matter_frame_jobs (
    firm_id              uuid        NOT NULL,
    matter_id            uuid        NOT NULL,
    run_status           text        NOT NULL DEFAULT 'idle' CHECK (run_status IN ('idle', 'running')),
    rebuild_needed       boolean     NOT NULL DEFAULT false,
    requested_generation bigint      NOT NULL DEFAULT 0,
    claimed_generation   bigint      NOT NULL DEFAULT 0,
    served_generation    bigint      NOT NULL DEFAULT 0,
    claimed_at           timestamptz,
    claimed_by           text,
    attempts             integer     NOT NULL DEFAULT 0,
    next_attempt_at      timestamptz,
    last_error           text,
    created_at           timestamptz NOT NULL DEFAULT now(),
    updated_at           timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (firm_id, matter_id),
    CHECK (claimed_generation <= requested_generation),
    CHECK (served_generation <= claimed_generation)
);

-- The reconciler's work list stays small however large the table grows:
-- only running rows (lease sweep) and idle rows with unserved demand (retry).
CREATE INDEX matter_frame_jobs_running ON ops.matter_frame_jobs (claimed_at)
    WHERE run_status = 'running';
CREATE INDEX matter_frame_jobs_unserved ON ops.matter_frame_jobs (next_attempt_at)
    WHERE run_status = 'idle' AND served_generation < requested_generation;

CREATE TABLE ops.matter_frame_runs (
    run_id            bigserial   PRIMARY KEY,
    firm_id           uuid        NOT NULL,
    matter_id         uuid        NOT NULL,
    token             bigint      NOT NULL,
    worker_id         text        NOT NULL,
    trace_id          text,
    traceparent       text,
    started_at        timestamptz NOT NULL DEFAULT clock_timestamp(),
    ended_at          timestamptz,
    outcome           text CHECK (outcome IN ('landed', 'fenced', 'failed', 'abandoned')),
    error             text,
    model_calls       integer     NOT NULL DEFAULT 0,
    documents_covered integer     NOT NULL DEFAULT 0
);
CREATE INDEX matter_frame_runs_matter ON ops.matter_frame_runs (firm_id, matter_id, run_id DESC);
CREATE INDEX matter_frame_runs_open ON ops.matter_frame_runs (firm_id, matter_id) WHERE outcome IS NULL;

CREATE TABLE ops.matter_frames (
    firm_id      uuid        NOT NULL,
    matter_id    uuid        NOT NULL,
    generation   bigint      NOT NULL,
    run_id       bigint      REFERENCES ops.matter_frame_runs (run_id),
    built_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
    document_ids uuid[]      NOT NULL DEFAULT '{}',
    body         jsonb       NOT NULL,
    PRIMARY KEY (firm_id, matter_id, generation)
);

-- +goose Down
DROP TABLE ops.matter_frames;
DROP TABLE ops.matter_frame_runs;
DROP TABLE ops.matter_frame_jobs;
