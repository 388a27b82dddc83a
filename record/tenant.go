package record

import (
	"context"
	"fmt"

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

// TxBeginner starts transactions: *pgxpool.Pool, *pgx.Conn and pgx.Tx.
type TxBeginner interface {
	BeginTx(ctx context.Context, opts pgx.TxOptions) (pgx.Tx, error)
}

// FirmTx runs fn in a transaction of db scoped to the firm: its statements
// run as APIRole with pramaan.firm_id set to firmID, so row-level security
// hides every other firm's rows from them and refuses writes of such rows,
// even where the SQL forgets its firm filter. It is the defence in depth
// behind the firm filters of every API query (docs/operations-database.md).
// A firm id that is not a UUID is ErrNotFound. The transaction commits
// when fn returns nil.
func FirmTx(ctx context.Context, db TxBeginner, firmID string, opts pgx.TxOptions, fn func(tx pgx.Tx) error) error {
	if !isUUID(firmID) {
		return fmt.Errorf("record: transaction of firm %q: %w", firmID, ErrNotFound)
	}
	return pgx.BeginTxFunc(ctx, db, opts, func(tx pgx.Tx) error {
		if err := ScopeToFirm(ctx, tx, firmID); err != nil {
			return err
		}
		return fn(tx)
	})
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
