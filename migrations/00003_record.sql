-- The record (schema `record`): firms, matters, documents, and page texts.
-- Page texts are keyed by content hash, so the same file uploaded twice (to
-- any matter) is extracted once. The rail (schema `ops`) knows none of this.

-- +goose Up
CREATE SCHEMA IF NOT EXISTS record;

CREATE TABLE record.firms (
    firm_id      uuid        PRIMARY KEY,
    name         text        NOT NULL,
    -- sha256 (hex) of the firm's API key; the key itself is never stored.
    api_key_hash text        UNIQUE,
    created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE record.matters (
    firm_id    uuid        NOT NULL REFERENCES record.firms (firm_id),
    matter_id  uuid        NOT NULL,
    title      text        NOT NULL,
    status     text        NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'archived')),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (firm_id, matter_id),
    UNIQUE (matter_id)
);

-- One extraction per content hash: status, reason and the extractor used
-- ('none' when the file was refused before any extractor ran: empty, not a
-- PDF, truncated, too large).
CREATE TABLE record.extractions (
    sha256       text        PRIMARY KEY,
    status       text        NOT NULL CHECK (status IN ('extracted', 'unreadable')),
    reason       text,
    page_count   integer     NOT NULL DEFAULT 0,
    extractor    text        NOT NULL,
    extracted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE record.page_texts (
    sha256 text    NOT NULL REFERENCES record.extractions (sha256) ON DELETE CASCADE,
    page   integer NOT NULL CHECK (page >= 1),
    text   text    NOT NULL,
    ocr    boolean NOT NULL DEFAULT false,
    PRIMARY KEY (sha256, page)
);

CREATE TABLE record.documents (
    document_id uuid        PRIMARY KEY,
    firm_id     uuid        NOT NULL,
    matter_id   uuid        NOT NULL,
    filename    text        NOT NULL,
    sha256      text        NOT NULL,
    size_bytes  bigint      NOT NULL,
    page_count  integer,
    status      text        NOT NULL DEFAULT 'stored' CHECK (status IN ('stored', 'extracted', 'unreadable')),
    reason      text,
    uploaded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    deleted_at  timestamptz,
    FOREIGN KEY (firm_id, matter_id) REFERENCES record.matters (firm_id, matter_id)
);
CREATE INDEX documents_matter ON record.documents (firm_id, matter_id) WHERE deleted_at IS NULL;
-- The same file in the same matter is one document.
CREATE UNIQUE INDEX documents_matter_sha ON record.documents (firm_id, matter_id, sha256) WHERE deleted_at IS NULL;
-- Extraction marks every not-yet-extracted document with that content.
CREATE INDEX documents_stored_sha ON record.documents (sha256) WHERE status = 'stored';

-- +goose Down
DROP SCHEMA record CASCADE;
