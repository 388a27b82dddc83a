-- API keys of their own: a firm may hold several, each listed by id and
-- revocable, so a key can be rotated without creating a new firm. Only the
-- sha256 of a key is stored. The firms' single key column is carried over
-- and no longer read.

-- +goose Up
CREATE TABLE record.api_keys (
    key_id     uuid        PRIMARY KEY,
    firm_id    uuid        NOT NULL REFERENCES record.firms (firm_id),
    key_hash   text        NOT NULL UNIQUE,
    -- The key's first characters, to tell keys apart in a list.
    prefix     text        NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz
);
CREATE INDEX api_keys_firm ON record.api_keys (firm_id);

INSERT INTO record.api_keys (key_id, firm_id, key_hash, created_at)
SELECT gen_random_uuid(), firm_id, api_key_hash, created_at
FROM record.firms WHERE api_key_hash IS NOT NULL;

-- +goose Down
DROP TABLE record.api_keys;
