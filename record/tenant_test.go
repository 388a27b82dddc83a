package record

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// tenantTables are the tables that hold a firm's rows, by schema.
var tenantTables = []string{
	"record.firms", "record.api_keys", "record.matters", "record.documents",
	"brief.document_extractions",
	"ops.domain_event_outbox", "ops.matter_frame_jobs", "ops.matter_frame_runs", "ops.matter_frames",
}

// twoFirms is a fixture with a second firm B holding a matter, a document,
// a fact, a job row, a run and a frame of its own, beside firm A's the same.
type twoFirms struct {
	*fixture
	b    Firm
	bMat Matter
}

func newTwoFirms(t *testing.T) *twoFirms {
	t.Helper()
	f := &twoFirms{fixture: newFixture(t)}
	var err error
	if f.b, _, err = f.store.CreateFirm(f.ctx, "Brandt Legal"); err != nil {
		t.Fatal(err)
	}
	if f.bMat, err = f.store.CreateMatter(f.ctx, f.b.ID, "Brandt v. Crane"); err != nil {
		t.Fatal(err)
	}
	for i, m := range []Matter{f.mat, f.bMat} {
		if _, err := f.store.Upload(f.ctx, m.FirmID, m.ID, "complaint.pdf", bytes.NewReader(textPDF(t, "firm "+m.FirmID))); err != nil {
			t.Fatal(err)
		}
		// The rail's rows and a landed frame, written as the workers write
		// them (the pool's own role, across firms).
		for _, sql := range []string{
			`INSERT INTO ops.matter_frame_jobs (firm_id, matter_id, requested_generation, claimed_generation, served_generation, fencing_token)
			 VALUES ($1, $2, 1, 1, 1, 1)`,
			`INSERT INTO ops.matter_frame_runs (firm_id, matter_id, token, worker_id, outcome) VALUES ($1, $2, 1, 'w', 'landed')`,
			`INSERT INTO ops.matter_frames (firm_id, matter_id, generation, run_id, body) VALUES ($1, $2, 1, 1, '{}')`,
			`INSERT INTO brief.document_extractions (firm_id, sha256, model, model_version, settings, output)
			 VALUES ($1, $2::text, 'rules', '1', 's', '{}')`,
		} {
			if _, err := f.pool.Exec(f.ctx, sql, m.FirmID, m.ID); err != nil {
				t.Fatalf("fixture row %d: %s: %v", i, sql, err)
			}
		}
	}
	return f
}

// TestRowSecurityHidesOtherFirmsFromQueriesWithoutFirmFilter: in firm A's
// transaction, SQL that forgets its firm filter sees, changes and writes
// only A's rows, on every tenant table; the pool's own role (the workers')
// still sees both firms.
func TestRowSecurityHidesOtherFirmsFromQueriesWithoutFirmFilter(t *testing.T) {
	f := newTwoFirms(t)
	for _, table := range tenantTables {
		if all := f.count(t, "SELECT count(DISTINCT firm_id)::int FROM "+table); all != 2 {
			t.Fatalf("%s: the pool's role sees %d firms, want both", table, all)
		}
	}
	// Reads: no WHERE at all. Tables the API may not read refuse instead.
	readable := map[string]bool{"record.matters": true, "record.documents": true,
		"ops.matter_frame_jobs": true, "ops.matter_frame_runs": true, "ops.matter_frames": true}
	for _, table := range tenantTables {
		err := FirmTx(f.ctx, f.pool, f.firm.ID, pgx.TxOptions{}, func(tx pgx.Tx) error {
			var firms []string
			rows, _ := tx.Query(f.ctx, "SELECT DISTINCT firm_id::text FROM "+table)
			firms, err := pgx.CollectRows(rows, pgx.RowTo[string])
			if err != nil {
				return err
			}
			if len(firms) != 1 || firms[0] != f.firm.ID {
				t.Errorf("%s: firm A's transaction sees firms %v, want only %s", table, firms, f.firm.ID)
			}
			return nil
		})
		switch {
		case readable[table] && err != nil:
			t.Errorf("%s: firm A's transaction cannot read its own rows: %v", table, err)
		case !readable[table] && !isPgCode(err, "42501"):
			t.Errorf("%s: firm A's transaction may read a table the API never reads: %v", table, err)
		}
	}

	// Writes without a firm filter change A's rows only.
	err := FirmTx(f.ctx, f.pool, f.firm.ID, pgx.TxOptions{}, func(tx pgx.Tx) error {
		tag, err := tx.Exec(f.ctx, `UPDATE record.documents SET filename = 'renamed.pdf'`)
		if err != nil {
			return err
		}
		if tag.RowsAffected() != 1 {
			t.Errorf("an unfiltered UPDATE in firm A's transaction changed %d documents, want A's 1", tag.RowsAffected())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n := f.count(t, `SELECT count(*)::int FROM record.documents WHERE firm_id = $1 AND filename = 'complaint.pdf'`, f.b.ID); n != 1 {
		t.Fatalf("firm B's document was changed by firm A's transaction")
	}

	// Rows of another firm cannot be written at all.
	for _, c := range []struct{ what, sql string }{
		{"a matter of firm B", `INSERT INTO record.matters (firm_id, matter_id, title) VALUES ($1, gen_random_uuid(), 'planted')`},
		{"a fact of firm B", `INSERT INTO ops.domain_event_outbox (firm_id, matter_id, event_name) VALUES ($1, gen_random_uuid(), 'matter.created')`},
		{"moving A's document to firm B", `UPDATE record.documents SET firm_id = $1`},
	} {
		err := FirmTx(f.ctx, f.pool, f.firm.ID, pgx.TxOptions{}, func(tx pgx.Tx) error {
			_, err := tx.Exec(f.ctx, c.sql, f.b.ID)
			return err
		})
		var pe *pgconn.PgError
		if err == nil || !(isPgCode(err, "42501") || isPgCode(err, "23503")) {
			t.Errorf("%s in firm A's transaction: %v, want a row-level security refusal", c.what, err)
		} else if errors.As(err, &pe) && pe.Code == "42501" && !strings.Contains(pe.Message, "row-level security") {
			t.Errorf("%s: refused for another reason: %v", c.what, err)
		}
	}
	// Deleting is not the API's to do (documents are soft-deleted).
	err = FirmTx(f.ctx, f.pool, f.firm.ID, pgx.TxOptions{}, func(tx pgx.Tx) error {
		_, err := tx.Exec(f.ctx, `DELETE FROM record.documents`)
		return err
	})
	if !isPgCode(err, "42501") {
		t.Fatalf("DELETE in firm A's transaction: %v, want permission denied", err)
	}

	// The role ends with the transaction: the pool's next use is its own.
	if all := f.count(t, "SELECT count(DISTINCT firm_id)::int FROM record.matters"); all != 2 {
		t.Fatalf("after a firm's transaction the pool's role sees %d firms", all)
	}
}

// TestEveryTenantTableHasRowSecurity: every table of the record, the
// Brief and the rail that has a firm_id column has row-level security on and
// a policy for the API's role; the role owns nothing and bypasses nothing.
func TestEveryTenantTableHasRowSecurity(t *testing.T) {
	f := newFixture(t)
	rows, _ := f.pool.Query(f.ctx, `
		SELECT c.oid::regclass::text, c.relrowsecurity,
		       EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid
		               AND (SELECT oid FROM pg_roles WHERE rolname = $1) = ANY (p.polroles))
		FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
		  AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'firm_id' AND NOT a.attisdropped)
		ORDER BY 1`, APIRole)
	type table struct {
		Name     string
		Secured  bool
		Policied bool
	}
	tables, err := pgx.CollectRows(rows, pgx.RowToStructByPos[table])
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"record.extractions", "record.page_texts"} {
		tables = append(tables, table{Name: name})
		err := f.pool.QueryRow(f.ctx, `SELECT c.relrowsecurity, EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid)
			FROM pg_class c WHERE c.oid = $1::regclass`, name).Scan(&tables[len(tables)-1].Secured, &tables[len(tables)-1].Policied)
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(tables) < len(tenantTables) {
		t.Fatalf("found %d tables with a firm_id, want at least %d: %v", len(tables), len(tenantTables), tables)
	}
	for _, tb := range tables {
		if !tb.Secured || !tb.Policied {
			t.Errorf("%s holds firms' rows but has row security %v, a policy for %s %v", tb.Name, tb.Secured, APIRole, tb.Policied)
		}
	}
	var super, bypass bool
	var owns int
	err = f.pool.QueryRow(f.ctx, `SELECT rolsuper, rolbypassrls,
		(SELECT count(*)::int FROM pg_class WHERE relowner = r.oid) FROM pg_roles r WHERE rolname = $1`, APIRole).
		Scan(&super, &bypass, &owns)
	if err != nil {
		t.Fatal(err)
	}
	if super || bypass || owns != 0 {
		t.Fatalf("role %s: superuser %v, bypassrls %v, owns %d relations; want none", APIRole, super, bypass, owns)
	}
}

// TestPageTextsFollowTheFirmsDocuments: page texts and extractions are kept
// per content, not per firm; the API's role holds no privilege on them,
// and were one granted, a firm's transaction would see only the contents
// its own documents hold.
func TestPageTextsFollowTheFirmsDocuments(t *testing.T) {
	f := newTwoFirms(t)
	for _, m := range []Matter{f.mat, f.bMat} {
		docs, err := f.store.ListDocuments(f.ctx, nil, m.FirmID, m.ID)
		if err != nil || len(docs) != 1 {
			t.Fatalf("documents of %s: %v %v", m.ID, docs, err)
		}
		if _, err := f.store.EnsureExtracted(f.ctx, docs[0]); err != nil {
			t.Fatal(err)
		}
	}
	if n := f.count(t, `SELECT count(DISTINCT sha256)::int FROM record.page_texts`); n != 2 {
		t.Fatalf("%d contents with page texts, want both firms'", n)
	}
	err := FirmTx(f.ctx, f.pool, f.firm.ID, pgx.TxOptions{}, func(tx pgx.Tx) error {
		_, err := tx.Exec(f.ctx, `SELECT count(*) FROM record.page_texts`)
		return err
	})
	if !isPgCode(err, "42501") {
		t.Fatalf("the API's role reads page texts: %v, want permission denied", err)
	}
	// Grant a read for this transaction alone: row security still holds.
	tx, err := f.pool.Begin(f.ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(f.ctx)
	if _, err := tx.Exec(f.ctx, `GRANT SELECT ON record.page_texts, record.extractions TO `+APIRole); err != nil {
		t.Fatal(err)
	}
	if err := ScopeToFirm(f.ctx, tx, f.firm.ID); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"record.page_texts", "record.extractions"} {
		var n int
		if err := tx.QueryRow(f.ctx, `SELECT count(DISTINCT sha256)::int FROM `+table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 1 {
			t.Errorf("%s: firm A's transaction sees %d contents, want only its own document's", table, n)
		}
	}
}

// TestFirmTxKeepsItsOptions: the firm's transaction opens with the options
// asked for (isolation, read only) and with the firm's scope, in one go.
func TestFirmTxKeepsItsOptions(t *testing.T) {
	f := newFixture(t)
	err := FirmTx(f.ctx, f.pool, f.firm.ID, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly},
		func(tx pgx.Tx) error {
			var iso, ro, role, firm string
			if err := tx.QueryRow(f.ctx, `SELECT current_setting('transaction_isolation'), current_setting('transaction_read_only'),
				current_user, current_setting('pramaan.firm_id')`).Scan(&iso, &ro, &role, &firm); err != nil {
				return err
			}
			if iso != "repeatable read" || ro != "on" || role != APIRole || firm != f.firm.ID {
				t.Errorf("in the firm's transaction: isolation %q, read only %q, role %q, firm %q", iso, ro, role, firm)
			}
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
	var role, firm string
	if err := f.pool.QueryRow(f.ctx, `SELECT current_user, coalesce(current_setting('pramaan.firm_id', true), '')`).Scan(&role, &firm); err != nil {
		t.Fatal(err)
	}
	if role == APIRole || firm != "" {
		t.Fatalf("after the firm's transaction the session kept role %q, firm %q", role, firm)
	}
}
