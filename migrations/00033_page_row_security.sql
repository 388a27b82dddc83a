-- Row-level security on the record's page texts and extractions
-- (docs/operations-database.md, "Tenants apart in the database"). They are
-- kept once per content (sha256), shared by every document with those
-- bytes, so they carry no firm: the API's role (pramaan_api) may see a
-- content's rows only while its firm holds a document with that content.
-- The API reads neither table today (it holds no privilege on them); the
-- policies stand behind any read that is ever granted.

-- +goose Up
ALTER TABLE record.extractions ENABLE ROW LEVEL SECURITY;
ALTER TABLE record.page_texts ENABLE ROW LEVEL SECURITY;

CREATE POLICY firm_rows ON record.extractions TO pramaan_api
    USING (EXISTS (SELECT 1 FROM record.documents d
                   WHERE d.sha256 = extractions.sha256 AND d.firm_id = record.current_firm()));
CREATE POLICY firm_rows ON record.page_texts TO pramaan_api
    USING (EXISTS (SELECT 1 FROM record.documents d
                   WHERE d.sha256 = page_texts.sha256 AND d.firm_id = record.current_firm()));

-- +goose Down
DROP POLICY firm_rows ON record.page_texts;
DROP POLICY firm_rows ON record.extractions;
ALTER TABLE record.page_texts DISABLE ROW LEVEL SECURITY;
ALTER TABLE record.extractions DISABLE ROW LEVEL SECURITY;
