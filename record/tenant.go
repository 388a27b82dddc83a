package record

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// APIRole is the database role a firm's transaction runs as (FirmTx): it
// owns no table, is neither superuser nor BYPASSRLS, and the tables' row
// security policies (migration 00032) let it see and change only the rows
// of the firm set for the transaction.
const APIRole = "pramaan_api"

// sqlScopeToFirm makes the rest of the transaction run as APIRole with the
// firm set; both settings end with the transaction (is_local = true).
const sqlScopeToFirm = `SELECT set_config('role', $1, true), set_config('pramaan.firm_id', $2, true)`

// TxBeginner starts transactions: *pgxpool.Pool and *pgx.Conn.
type TxBeginner interface {
	BeginTx(ctx context.Context, opts pgx.TxOptions) (pgx.Tx, error)
}

// FirmTx runs fn in a transaction of db scoped to the firm: its statements
// run as APIRole with pramaan.firm_id set to firmID, so row-level security
// hides every other firm's rows from them and refuses writes of such rows,
// even where the SQL forgets its firm filter. It is the defence in depth
// behind the firm filters of every API query (docs/operations-database.md).
// A firm id that is not a UUID is ErrNotFound. The transaction commits
// when fn returns nil. opts.BeginQuery is its own (BEGIN with the scope).
func FirmTx(ctx context.Context, db TxBeginner, firmID string, opts pgx.TxOptions, fn func(tx pgx.Tx) error) error {
	if !isUUID(firmID) {
		return fmt.Errorf("record: transaction of firm %q: %w", firmID, ErrNotFound)
	}
	// BEGIN and the scope travel together, in one round trip (a query
	// string of two statements: the transaction the first opens outlasts
	// the string). The firm id is a parsed UUID, so it is safe as a literal.
	opts.BeginQuery = beginSQL(opts) + "; " + fmt.Sprintf(
		"SELECT set_config('role', '%s', true), set_config('pramaan.firm_id', '%s', true)", APIRole, canonicalUUID(firmID))
	return pgx.BeginTxFunc(ctx, db, opts, fn)
}

// canonicalUUID is a UUID that isUUID accepted, in its canonical form.
func canonicalUUID(s string) string { return uuid.MustParse(s).String() }

// beginSQL is the BEGIN statement of opts.
func beginSQL(opts pgx.TxOptions) string {
	b := "BEGIN"
	if opts.IsoLevel != "" {
		b += " ISOLATION LEVEL " + string(opts.IsoLevel)
	}
	if opts.AccessMode != "" {
		b += " " + string(opts.AccessMode)
	}
	if opts.DeferrableMode != "" {
		b += " " + string(opts.DeferrableMode)
	}
	return b
}

// ScopeToFirm scopes the rest of tx to the firm, as FirmTx does, for a
// transaction begun elsewhere. It must come before any statement that reads
// tenant rows.
func ScopeToFirm(ctx context.Context, tx pgx.Tx, firmID string) error {
	if !isUUID(firmID) {
		return fmt.Errorf("record: scope transaction to firm %q: %w", firmID, ErrNotFound)
	}
	if _, err := tx.Exec(ctx, sqlScopeToFirm, APIRole, firmID); err != nil {
		return fmt.Errorf("record: scope transaction to firm %s as role %s: %w", firmID, APIRole, err)
	}
	return nil
}
