-- Facts and nudges (docs/architecture.md): the transactional outbox that
-- records a domain fact in the same transaction as the record it describes,
-- and each rail's inbox, which remembers the facts its trigger has seen so
-- that a duplicated nudge changes nothing.

-- +goose Up
CREATE SCHEMA IF NOT EXISTS ops;

-- ops.is_past_tense_fact is the grammar of the bus: a lowercase `noun.verb`
-- fact in the past tense. The noun is lowercase letters with single
-- underscores (`matter`, `brief_section`); the verb is a past form: a regular
-- `-ed` form (four letters or more, but not a present tense that happens to
-- end in -ed such as `need`, `feed`, `embed`, `shred`) or one of the listed
-- irregular past forms. Irregular forms identical to their present tense
-- (`set`, `put`, `read`, `reset`) are left out on purpose: a fact must not
-- read like a command. outbox.ValidName in Go holds the same rule and a test
-- runs both over the same names; this function is the last word.
-- +goose StatementBegin
CREATE FUNCTION ops.is_past_tense_fact(name text) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$
SELECT name ~ '^[a-z]+(_[a-z]+)*\.[a-z]+$'
   AND (
        (split_part(name, '.', 2) ~ '^[a-z]{2,}ed$'
         AND split_part(name, '.', 2) <> ALL (ARRAY[
             'bed', 'bleed', 'breed', 'creed', 'deed', 'embed', 'exceed', 'feed',
             'greed', 'heed', 'imbed', 'indeed', 'need', 'proceed', 'reed', 'seed',
             'shed', 'shred', 'sled', 'speed', 'steed', 'succeed', 'tweed', 'weed',
             'hundred', 'kindred', 'hatred', 'sacred', 'naked', 'wicked'
         ]))
        OR split_part(name, '.', 2) = ANY (ARRAY[
             'arose', 'arisen', 'awoke', 'awoken', 'became', 'began', 'begun', 'bent',
             'bled', 'blew', 'blown', 'bore', 'borne', 'bought', 'bound', 'bred',
             'broke', 'broken', 'brought', 'built', 'came', 'caught', 'chose', 'chosen',
             'crept', 'dealt', 'did', 'done', 'drew', 'drawn', 'drank', 'drunk', 'drove',
             'driven', 'dug', 'ate', 'eaten', 'fed', 'fell', 'fallen', 'felt', 'fled',
             'flew', 'flown', 'forbade', 'forbidden', 'forgave', 'forgiven', 'forgot',
             'forgotten', 'fought', 'found', 'froze', 'frozen', 'gave', 'given', 'gone',
             'got', 'gotten', 'grew', 'grown', 'had', 'heard', 'held', 'hid', 'hidden',
             'hung', 'kept', 'knelt', 'knew', 'known', 'laid', 'led', 'left', 'lent',
             'lost', 'made', 'meant', 'met', 'mistook', 'mistaken', 'overrode',
             'overridden', 'overtook', 'overtaken', 'paid', 'prepaid', 'proven',
             'ran', 'rebuilt', 'remade', 'repaid', 'resent', 'resold', 'retold',
             'rewritten', 'rewrote', 'rode', 'ridden', 'rose', 'risen', 'rang', 'rung',
             'said', 'sang', 'sung', 'sank', 'sunk', 'sat', 'saw', 'seen', 'sent',
             'shook', 'shaken', 'shone', 'shot', 'shrank', 'shrunk', 'slept', 'slid',
             'sold', 'sought', 'spat', 'sped', 'spent', 'spoke', 'spoken', 'sprang',
             'sprung', 'spun', 'stole', 'stolen', 'stood', 'struck', 'stuck', 'stung',
             'strove', 'striven', 'swept', 'swore', 'sworn', 'swam', 'swum', 'swung',
             'taught', 'thought', 'threw', 'thrown', 'told', 'took', 'taken', 'tore',
             'torn', 'understood', 'undid', 'undone', 'upheld', 'was', 'were', 'been',
             'went', 'wept', 'withdrew', 'withdrawn', 'withheld', 'woke', 'woken',
             'won', 'wore', 'worn', 'wove', 'woven', 'wrote', 'written'
         ])
       )
$fn$;
-- +goose StatementEnd

-- ops.is_id_payload holds the payload to IDs only: a flat JSON object whose
-- values are short strings without spaces (uuids, hashes, generations).
-- +goose StatementBegin
CREATE FUNCTION ops.is_id_payload(payload jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$
SELECT jsonb_typeof(payload) = 'object'
   AND NOT EXISTS (
        SELECT 1 FROM jsonb_each(payload) AS e(k, v)
        WHERE e.k !~ '^[a-z][a-z0-9_]{0,63}$'
           OR jsonb_typeof(e.v) <> 'string'
           OR (e.v #>> '{}') !~ '^[A-Za-z0-9:._-]{1,128}$'
   )
$fn$;
-- +goose StatementEnd

CREATE TABLE ops.domain_event_outbox (
    id           uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    firm_id      uuid        NOT NULL,
    matter_id    uuid,
    document_id  uuid,
    event_name   text        NOT NULL
        CONSTRAINT domain_event_outbox_event_name_check CHECK (ops.is_past_tense_fact(event_name)),
    payload      jsonb       NOT NULL DEFAULT '{}'
        CONSTRAINT domain_event_outbox_payload_check CHECK (ops.is_id_payload(payload)),
    traceparent  text
        CONSTRAINT domain_event_outbox_traceparent_check
        CHECK (traceparent ~ '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$'),
    -- clock_timestamp, not now(): the fact's own moment, also inside a long
    -- transaction.
    created_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
    published_at timestamptz
);

-- The relay's work list: only unpublished rows, however large the table.
CREATE INDEX domain_event_outbox_unpublished ON ops.domain_event_outbox (created_at)
    WHERE published_at IS NULL;
-- The reconciler's keyset (bounded lookback) and the retention sweep.
CREATE INDEX domain_event_outbox_created ON ops.domain_event_outbox (created_at);

-- Wake the relay within milliseconds. One notification per inserting
-- statement (Postgres folds equal notifications of one transaction into one
-- and delivers them at commit, so a rolled-back fact wakes nobody).
-- +goose StatementBegin
CREATE FUNCTION ops.domain_event_outbox_notify() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
    PERFORM pg_notify('pramaan_outbox', '');
    RETURN NULL;
END
$fn$;
-- +goose StatementEnd

CREATE TRIGGER domain_event_outbox_notify
    AFTER INSERT ON ops.domain_event_outbox
    FOR EACH STATEMENT EXECUTE FUNCTION ops.domain_event_outbox_notify();

-- Each rail's inbox: the facts its trigger has handled, keyed by event id so
-- that a duplicated or replayed nudge finds its row and changes nothing.
CREATE TABLE ops.rail_inbox (
    rail     text        NOT NULL,
    event_id uuid        NOT NULL,
    seen_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    -- what the trigger did: won, demanded (breadcrumb), or ignored: <gate>
    outcome  text        NOT NULL,
    PRIMARY KEY (rail, event_id)
);
CREATE INDEX rail_inbox_seen ON ops.rail_inbox (seen_at);

-- +goose Down
DROP TABLE ops.rail_inbox;
DROP TRIGGER domain_event_outbox_notify ON ops.domain_event_outbox;
DROP FUNCTION ops.domain_event_outbox_notify();
DROP TABLE ops.domain_event_outbox;
DROP FUNCTION ops.is_id_payload(jsonb);
DROP FUNCTION ops.is_past_tense_fact(text);
