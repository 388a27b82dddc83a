-- The Brief rail's ledger (docs/rail.md): one job row per matter
-- (the ticket dispenser and the fencing token), one run row per attempt, and
-- the frames (Brief versions) that landed with the token that built them.
--
-- The protocol that writes these tables lives in package rail (rail/*.sql);
-- several of its invariants are enforced here as constraints, so a bug in a
-- statement fails loudly instead of corrupting the ledger.

-- +goose Up
CREATE SCHEMA IF NOT EXISTS ops;

CREATE TABLE ops.matter_frame_jobs (
    firm_id              uuid        NOT NULL,
    matter_id            uuid        NOT NULL,
    -- 'idle' or 'running' (the table's CHECK below).
    run_status           text        NOT NULL DEFAULT 'idle',
    -- The breadcrumb: demand arrived since the current token was taken.
    rebuild_needed       boolean     NOT NULL DEFAULT false,
    -- The dispenser: every demand bumps it.
    requested_generation bigint      NOT NULL DEFAULT 0,
    -- The fencing token: the number now being served.
    claimed_generation   bigint      NOT NULL DEFAULT 0,
    -- Token of the newest landed frame; unserved demand is served < requested.
    served_generation    bigint      NOT NULL DEFAULT 0,
    -- The lease: set by the claim, renewed by heartbeats (Postgres clock).
    claimed_at           timestamptz,
    claimed_by           text,
    -- The run (ops.matter_frame_runs) that holds or last held the claim.
    current_run_id       bigint,
    -- The run that held the claim before the current one (set by each claim,
    -- so a reclaim can close that run as 'abandoned' in the same statement).
    previous_run_id      bigint,
    -- W3C traceparent of the newest demand; its runs carry it on.
    last_traceparent     text,
    attempts             integer     NOT NULL DEFAULT 0,
    next_attempt_at      timestamptz,
    last_error           text,
    created_at           timestamptz NOT NULL DEFAULT now(),
    updated_at           timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (firm_id, matter_id),
    -- The row's invariants, as ONE check constraint: Postgres re-reads and
    -- re-plans a table's check constraints from the catalog on every
    -- statement that writes the table, so one compact expression costs each
    -- demand and finish less than six separate ones (same rules, same
    -- rows refused).
    CONSTRAINT matter_frame_jobs_ledger CHECK (
        -- Served <= claimed <= requested: tokens come from the dispenser.
        served_generation <= claimed_generation AND claimed_generation <= requested_generation
        -- The breadcrumb is exactly "a demand is waiting for the next claim".
        AND rebuild_needed = (claimed_generation < requested_generation)
        AND CASE run_status
            -- A running row has a lease and a run.
            WHEN 'running' THEN claimed_at IS NOT NULL AND current_run_id IS NOT NULL
            -- An idle row with unserved demand always says when to retry it,
            -- so the reconciler finds it through the partial index below.
            WHEN 'idle' THEN served_generation = requested_generation OR next_attempt_at IS NOT NULL
            -- No other status.
            ELSE false
        END)
);

-- The reconciler's work list stays small however large the table grows:
-- only running rows (lease sweep) and idle rows with unserved demand (retry).
CREATE INDEX matter_frame_jobs_running ON ops.matter_frame_jobs (claimed_at)
    WHERE run_status = 'running';
CREATE INDEX matter_frame_jobs_unserved ON ops.matter_frame_jobs (next_attempt_at)
    WHERE run_status = 'idle' AND served_generation < requested_generation;

-- A run's outcome. A domain rather than a table CHECK: a domain's check is
-- cached by each connection, a table's is re-read on every statement that
-- writes the table (a demand, a finish). Clients see plain text.
CREATE DOMAIN ops.run_outcome AS text
    CHECK (VALUE IN ('landed', 'fenced', 'failed', 'abandoned'));

CREATE TABLE ops.matter_frame_runs (
    run_id            bigserial   NOT NULL,
    firm_id           uuid        NOT NULL,
    matter_id         uuid        NOT NULL,
    -- The fencing token this run builds for (refreshed by a burst-coalescing snapshot).
    token             bigint      NOT NULL,
    worker_id         text        NOT NULL,
    trace_id          text,
    traceparent       text,
    -- The run whose finish took this run's claim as its follow-up.
    follows_run_id    bigint,
    started_at        timestamptz NOT NULL DEFAULT clock_timestamp(),
    ended_at          timestamptz,
    -- NULL while the run is open (live).
    outcome           ops.run_outcome,
    error             text,
    model_calls       integer     NOT NULL DEFAULT 0,
    documents_covered integer     NOT NULL DEFAULT 0,
    -- One index serves both the writes (every statement knows the matter)
    -- and the newest-runs-first reads of `pramaan rail status`. run_id alone
    -- is unique too: it comes from the sequence.
    PRIMARY KEY (firm_id, matter_id, run_id)
);
-- G1 as a constraint: at most one open (live) run per matter.
CREATE UNIQUE INDEX matter_frame_runs_open ON ops.matter_frame_runs (firm_id, matter_id) WHERE outcome IS NULL;

CREATE TABLE ops.matter_frames (
    firm_id      uuid        NOT NULL,
    matter_id    uuid        NOT NULL,
    generation   bigint      NOT NULL,
    -- The run that landed it (no foreign key: the finish statement writes
    -- both rows, and the key check would cost every landing a row lock).
    run_id       bigint      NOT NULL,
    built_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
    document_ids uuid[]      NOT NULL DEFAULT '{}',
    body         jsonb       NOT NULL,
    PRIMARY KEY (firm_id, matter_id, generation)
);

-- +goose Down
DROP TABLE ops.matter_frames;
DROP TABLE ops.matter_frame_runs;
DROP TABLE ops.matter_frame_jobs;
DROP DOMAIN ops.run_outcome;
