package record

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"pramaan/internal/sqlfile"
)

//go:embed sql/*.sql
var sqlFiles embed.FS

func mustSQL(name string) string { return sqlfile.Must(sqlFiles, "sql/"+name) }

var (
	sqlInsertKey       = mustSQL("insert_key.sql")
	sqlFirmByKey       = mustSQL("firm_by_key.sql")
	sqlListKeys        = mustSQL("list_keys.sql")
	sqlListFirms       = mustSQL("list_firms.sql")
	sqlRevokeKey       = mustSQL("revoke_key.sql")
	sqlGetFirm         = mustSQL("get_firm.sql")
	sqlMatterName      = mustSQL("names.sql")
	sqlStoredDocuments = mustSQL("stored_documents.sql")
	sqlExtractionsMany = mustSQL("extractions_many.sql")
	sqlPagesMany       = mustSQL("pages_many.sql")
)

// APIKey is one of a firm's API keys as listed: never the key itself, only
// its id and first characters.
type APIKey struct {
	ID        string     `json:"key_id" db:"key_id"`
	FirmID    string     `json:"firm_id" db:"firm_id"`
	Prefix    string     `json:"prefix" db:"prefix"`
	CreatedAt time.Time  `json:"created_at" db:"created_at"`
	RevokedAt *time.Time `json:"revoked_at" db:"revoked_at"`
}

// newKey returns a fresh random API key.
func newKey() (string, error) {
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return "", err
	}
	return "pmk_" + base64.RawURLEncoding.EncodeToString(raw), nil
}

// keyPrefix is what a list shows of a key: enough to tell keys apart.
func keyPrefix(key string) string {
	if len(key) > 10 {
		return key[:10]
	}
	return key
}

// insertKey stores a new key of the firm through q and returns its row and
// the key itself; ErrNotFound when there is no such firm.
func insertKey(ctx context.Context, q Querier, firmID string) (APIKey, string, error) {
	key, err := newKey()
	if err != nil {
		return APIKey{}, "", err
	}
	k := APIKey{ID: newID(), FirmID: firmID, Prefix: keyPrefix(key)}
	err = q.QueryRow(ctx, sqlInsertKey, k.ID, firmID, APIKeyHash(key), k.Prefix).Scan(&k.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return APIKey{}, "", ErrNotFound
	}
	if err != nil {
		return APIKey{}, "", err
	}
	return k, key, nil
}

// FirmSummary is one firm as the operator's list shows it.
type FirmSummary struct {
	ID         string    `json:"firm_id" db:"firm_id"`
	Name       string    `json:"name" db:"name"`
	CreatedAt  time.Time `json:"created_at" db:"created_at"`
	ActiveKeys int       `json:"active_keys" db:"active_keys"`
}

// ListFirms returns every firm, oldest first, with its count of keys not
// revoked. It reads across firms: for operators' tools, never the API.
func (s *Store) ListFirms(ctx context.Context) ([]FirmSummary, error) {
	rows, err := s.pool.Query(ctx, sqlListFirms)
	if err != nil {
		return nil, fmt.Errorf("record: list firms: %w", err)
	}
	firms, err := pgx.CollectRows(rows, pgx.RowToStructByName[FirmSummary])
	if err != nil {
		return nil, fmt.Errorf("record: list firms: %w", err)
	}
	return firms, nil
}

// GetFirm returns the firm with this id, or ErrNotFound.
func (s *Store) GetFirm(ctx context.Context, firmID string) (Firm, error) {
	if !isUUID(firmID) {
		return Firm{}, fmt.Errorf("record: firm %q: %w", firmID, ErrNotFound)
	}
	var f Firm
	err := s.pool.QueryRow(ctx, sqlGetFirm, firmID).Scan(&f.ID, &f.Name)
	if errors.Is(err, pgx.ErrNoRows) {
		return Firm{}, fmt.Errorf("record: firm %s: %w", firmID, ErrNotFound)
	}
	if err != nil {
		return Firm{}, fmt.Errorf("record: firm %s: %w", firmID, err)
	}
	return f, nil
}

// CreateKey gives the firm a new API key and returns it (shown this once:
// only its sha256 is stored). ErrNotFound when there is no such firm.
func (s *Store) CreateKey(ctx context.Context, firmID string) (APIKey, string, error) {
	if !isUUID(firmID) {
		return APIKey{}, "", fmt.Errorf("record: new key for firm %q: %w", firmID, ErrNotFound)
	}
	k, key, err := insertKey(ctx, s.pool, firmID)
	if err != nil {
		return APIKey{}, "", fmt.Errorf("record: new key for firm %s: %w", firmID, err)
	}
	return k, key, nil
}

// ListKeys returns the firm's keys, newest first, revoked ones too.
// ErrNotFound when there is no such firm.
func (s *Store) ListKeys(ctx context.Context, firmID string) ([]APIKey, error) {
	if _, err := s.GetFirm(ctx, firmID); err != nil {
		return nil, fmt.Errorf("record: list keys: %w", err)
	}
	rows, err := s.pool.Query(ctx, sqlListKeys, firmID)
	if err != nil {
		return nil, fmt.Errorf("record: list keys of firm %s: %w", firmID, err)
	}
	keys, err := pgx.CollectRows(rows, pgx.RowToStructByName[APIKey])
	if err != nil {
		return nil, fmt.Errorf("record: list keys of firm %s: %w", firmID, err)
	}
	return keys, nil
}

// RevokeKey revokes one of the firm's keys: requests with it are refused
// from then on. Revoking a revoked key changes nothing. ErrNotFound when the
// firm has no such key.
func (s *Store) RevokeKey(ctx context.Context, firmID, keyID string) error {
	if !isUUID(firmID) || !isUUID(keyID) {
		return fmt.Errorf("record: revoke key %q of firm %q: %w", keyID, firmID, ErrNotFound)
	}
	var at time.Time
	err := s.pool.QueryRow(ctx, sqlRevokeKey, firmID, keyID).Scan(&at)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("record: revoke key %s of firm %s: %w", keyID, firmID, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("record: revoke key %s of firm %s: %w", keyID, firmID, err)
	}
	return nil
}

// Names is a matter's title and its firm's name, for operator views.
type Names struct {
	MatterTitle string
	FirmName    string
}

// MatterNames returns the title and firm name of each of these matters that
// exists, keyed by matter id.
func (s *Store) MatterNames(ctx context.Context, matterIDs []string) (map[string]Names, error) {
	ids := make([]string, 0, len(matterIDs))
	for _, id := range matterIDs {
		if isUUID(id) {
			ids = append(ids, strings.ToLower(id))
		}
	}
	out := make(map[string]Names, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, sqlMatterName, ids)
	if err != nil {
		return nil, fmt.Errorf("record: matter names: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var n Names
		if err := rows.Scan(&id, &n.MatterTitle, &n.FirmName); err != nil {
			return nil, fmt.Errorf("record: matter names: %w", err)
		}
		out[id] = n
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("record: matter names: %w", err)
	}
	return out, nil
}

// OpenDocument returns the firm's live document and its content, for the
// firm alone: another firm's document, a deleted one or none at all is
// ErrNotFound. The caller closes the reader.
func (s *Store) OpenDocument(ctx context.Context, firmID, matterID, documentID string) (Document, io.ReadCloser, error) {
	d, err := s.GetDocument(ctx, firmID, matterID, documentID)
	if err != nil {
		return Document{}, nil, err
	}
	rc, err := s.blobs.Open(ctx, d.SHA256)
	if err != nil {
		return Document{}, nil, fmt.Errorf("record: content of document %s of firm %s matter %s: %w", documentID, firmID, matterID, err)
	}
	return d, rc, nil
}
