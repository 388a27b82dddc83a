-- Row-level security on every tenant table (docs/operations-database.md,
-- "Tenants apart in the database"): defence in depth behind the API's own
-- firm filters and 404s.
--
-- The API runs each request's transaction as the role pramaan_api (SET
-- LOCAL ROLE, via set_config('role', ..., true)) with the request's firm in
-- the transaction's setting pramaan.firm_id (record.FirmTx). pramaan_api
-- owns nothing, logs in never, is neither superuser nor BYPASSRLS, and may
-- touch only what the API needs; the policies below let it see and write
-- only rows of the firm set for the transaction, so a query that forgets its
-- firm filter still cannot read or change another firm's rows.
--
-- The workers, the relay and the operator's tools run as the role that owns
-- the tables (the one that ran the migrations): an owner is not subject to
-- its tables' policies (no FORCE ROW LEVEL SECURITY), so they keep reading
-- across firms as they must.
--
-- Roles belong to the whole server, not to one database: the role is made
-- once and left in place by Down (other databases may use it).

-- +goose Up
-- +goose StatementBegin
DO $do$
DECLARE
    r pg_roles%ROWTYPE;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pramaan_api') THEN
        BEGIN
            CREATE ROLE pramaan_api NOLOGIN;
        EXCEPTION
            -- Another database of this server migrating at the same moment.
            WHEN duplicate_object OR unique_violation THEN NULL;
            WHEN insufficient_privilege THEN
                RAISE EXCEPTION 'pramaan: the role % may not create roles, and the role pramaan_api does not exist: as a superuser run CREATE ROLE pramaan_api NOLOGIN; GRANT pramaan_api TO %; (or give % CREATEROLE), then migrate again',
                    current_user, quote_ident(current_user), quote_ident(current_user);
        END;
    END IF;
    SELECT * INTO r FROM pg_roles WHERE rolname = 'pramaan_api';
    IF r.rolsuper OR r.rolbypassrls THEN
        RAISE EXCEPTION 'pramaan: the role pramaan_api is a superuser or BYPASSRLS, so row-level security would not hold: run ALTER ROLE pramaan_api NOSUPERUSER NOBYPASSRLS';
    END IF;
    -- The roles that run the API must be able to SET ROLE pramaan_api; the
    -- role migrating is the one PRAMAAN runs as (docs/operations-database.md).
    IF NOT pg_has_role(current_user, 'pramaan_api', 'MEMBER') THEN
        BEGIN
            EXECUTE format('GRANT pramaan_api TO %I', current_user);
        EXCEPTION
            WHEN duplicate_object OR unique_violation THEN NULL;
            WHEN insufficient_privilege OR invalid_grant_operation THEN
                RAISE EXCEPTION 'pramaan: the role % is not a member of pramaan_api and may not grant it: as a superuser run GRANT pramaan_api TO %; then migrate again',
                    current_user, quote_ident(current_user);
        END;
    END IF;
END
$do$;
-- +goose StatementEnd

-- The firm of the current transaction, or NULL when none is set (then a
-- policy matches no row). An inlinable SQL function: the planner still uses
-- the tables' firm indexes.
CREATE FUNCTION record.current_firm() RETURNS uuid
LANGUAGE sql STABLE PARALLEL SAFE
AS $fn$ SELECT NULLIF(current_setting('pramaan.firm_id', true), '')::uuid $fn$;

-- What the API reads and writes, and nothing more.
GRANT USAGE ON SCHEMA record, ops TO pramaan_api;
GRANT SELECT, INSERT ON record.matters TO pramaan_api;
GRANT SELECT, INSERT, UPDATE ON record.documents TO pramaan_api;
GRANT INSERT ON ops.domain_event_outbox TO pramaan_api;
GRANT SELECT ON ops.matter_frame_jobs, ops.matter_frame_runs, ops.matter_frames TO pramaan_api;

-- Every table that holds a firm's rows, whether the API may touch it or not.
ALTER TABLE record.firms ENABLE ROW LEVEL SECURITY;
ALTER TABLE record.api_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE record.matters ENABLE ROW LEVEL SECURITY;
ALTER TABLE record.documents ENABLE ROW LEVEL SECURITY;
ALTER TABLE brief.document_extractions ENABLE ROW LEVEL SECURITY;
ALTER TABLE ops.domain_event_outbox ENABLE ROW LEVEL SECURITY;
ALTER TABLE ops.matter_frame_jobs ENABLE ROW LEVEL SECURITY;
ALTER TABLE ops.matter_frame_runs ENABLE ROW LEVEL SECURITY;
ALTER TABLE ops.matter_frames ENABLE ROW LEVEL SECURITY;

CREATE POLICY firm_rows ON record.firms TO pramaan_api
    USING (firm_id = record.current_firm()) WITH CHECK (firm_id = record.current_firm());
CREATE POLICY firm_rows ON record.api_keys TO pramaan_api
    USING (firm_id = record.current_firm()) WITH CHECK (firm_id = record.current_firm());
CREATE POLICY firm_rows ON record.matters TO pramaan_api
    USING (firm_id = record.current_firm()) WITH CHECK (firm_id = record.current_firm());
CREATE POLICY firm_rows ON record.documents TO pramaan_api
    USING (firm_id = record.current_firm()) WITH CHECK (firm_id = record.current_firm());
CREATE POLICY firm_rows ON brief.document_extractions TO pramaan_api
    USING (firm_id = record.current_firm()) WITH CHECK (firm_id = record.current_firm());
CREATE POLICY firm_rows ON ops.domain_event_outbox TO pramaan_api
    USING (firm_id = record.current_firm()) WITH CHECK (firm_id = record.current_firm());
CREATE POLICY firm_rows ON ops.matter_frame_jobs TO pramaan_api
    USING (firm_id = record.current_firm()) WITH CHECK (firm_id = record.current_firm());
CREATE POLICY firm_rows ON ops.matter_frame_runs TO pramaan_api
    USING (firm_id = record.current_firm()) WITH CHECK (firm_id = record.current_firm());
CREATE POLICY firm_rows ON ops.matter_frames TO pramaan_api
    USING (firm_id = record.current_firm()) WITH CHECK (firm_id = record.current_firm());

-- +goose Down
DROP POLICY firm_rows ON record.firms;
DROP POLICY firm_rows ON record.api_keys;
DROP POLICY firm_rows ON record.matters;
DROP POLICY firm_rows ON record.documents;
DROP POLICY firm_rows ON brief.document_extractions;
DROP POLICY firm_rows ON ops.domain_event_outbox;
DROP POLICY firm_rows ON ops.matter_frame_jobs;
DROP POLICY firm_rows ON ops.matter_frame_runs;
DROP POLICY firm_rows ON ops.matter_frames;
ALTER TABLE record.firms DISABLE ROW LEVEL SECURITY;
ALTER TABLE record.api_keys DISABLE ROW LEVEL SECURITY;
ALTER TABLE record.matters DISABLE ROW LEVEL SECURITY;
ALTER TABLE record.documents DISABLE ROW LEVEL SECURITY;
ALTER TABLE brief.document_extractions DISABLE ROW LEVEL SECURITY;
ALTER TABLE ops.domain_event_outbox DISABLE ROW LEVEL SECURITY;
ALTER TABLE ops.matter_frame_jobs DISABLE ROW LEVEL SECURITY;
ALTER TABLE ops.matter_frame_runs DISABLE ROW LEVEL SECURITY;
ALTER TABLE ops.matter_frames DISABLE ROW LEVEL SECURITY;
REVOKE ALL ON record.matters, record.documents, ops.domain_event_outbox,
    ops.matter_frame_jobs, ops.matter_frame_runs, ops.matter_frames FROM pramaan_api;
REVOKE USAGE ON SCHEMA record, ops FROM pramaan_api;
DROP FUNCTION record.current_firm();
