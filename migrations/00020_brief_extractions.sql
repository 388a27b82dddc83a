-- The Brief's per-document extraction cache (schema `brief`): what the model
-- proposed for one document, keyed by the firm, the document's content
-- (sha256), the model's name and version, and the settings of the text
-- extraction that produced the pages it read. A rebuild sends only the
-- documents it does not find here to the model, then merges every
-- document's output with a cheap deterministic step. Rows are immutable;
-- the firm is in the key so one firm's entries never answer for another's.

-- +goose Up
CREATE SCHEMA IF NOT EXISTS brief;

CREATE TABLE brief.document_extractions (
    firm_id       uuid        NOT NULL,
    sha256        text        NOT NULL,
    model         text        NOT NULL,
    model_version text        NOT NULL,
    settings      text        NOT NULL,
    -- the model's output with blank document ids in its citations
    output        jsonb       NOT NULL,
    model_calls   integer     NOT NULL DEFAULT 0 CHECK (model_calls >= 0),
    tokens        integer     NOT NULL DEFAULT 0 CHECK (tokens >= 0),
    created_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (firm_id, sha256, model, model_version, settings)
);

-- +goose Down
DROP TABLE brief.document_extractions;
DROP SCHEMA IF EXISTS brief;
