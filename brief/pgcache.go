package brief

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/brief/model"
	"pramaan/internal/sqlfile"
)

//go:embed sql/*.sql
var sqlFiles embed.FS

func mustSQL(name string) string { return sqlfile.Must(sqlFiles, "sql/"+name) }

var (
	sqlExtractionGet = mustSQL("extraction_get.sql")
	sqlExtractionPut = mustSQL("extraction_put.sql")
)

// PGCache is the ExtractionCache of the rail's builder, in the table
// brief.document_extractions (migration 00020): it outlives processes and is
// shared by every worker.
type PGCache struct {
	pool *pgxpool.Pool
}

// NewPGCache returns a cache in pool's database.
func NewPGCache(pool *pgxpool.Pool) *PGCache { return &PGCache{pool: pool} }

// Get implements ExtractionCache.
func (c *PGCache) Get(ctx context.Context, k ExtractionKey) (model.Output, bool, error) {
	var raw []byte
	err := c.pool.QueryRow(ctx, sqlExtractionGet, k.FirmID, k.SHA256, k.Model, k.Version, k.Settings).Scan(&raw)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.Output{}, false, nil
	}
	if err != nil {
		return model.Output{}, false, fmt.Errorf("read %s: %w", k, err)
	}
	var out model.Output
	if err := json.Unmarshal(raw, &out); err != nil {
		return model.Output{}, false, fmt.Errorf("decode %s: %w", k, err)
	}
	return out, true, nil
}

// Put implements ExtractionCache.
func (c *PGCache) Put(ctx context.Context, k ExtractionKey, out model.Output) error {
	raw, err := json.Marshal(bindOutput(out, ""))
	if err != nil {
		return fmt.Errorf("encode %s: %w", k, err)
	}
	if _, err := c.pool.Exec(ctx, sqlExtractionPut, k.FirmID, k.SHA256, k.Model, k.Version, k.Settings, raw, out.Calls, out.Tokens); err != nil {
		return fmt.Errorf("store %s: %w", k, err)
	}
	return nil
}
