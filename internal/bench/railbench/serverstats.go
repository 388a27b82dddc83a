package railbench

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"
)

// ServerStats is what the server counted while the cycle rounds ran (all
// sides: the rail's cycles, the UPDATE baseline and River) or while latency
// was measured: the run rows inserted, the ledger tables' row updates and
// how many were HOT (no new index entries), the WAL written, how often a
// backend found the WAL buffers full and had to write them itself, and the
// checkpoints that started. The server's counters are flushed by each
// session about once a second, so they are close, not exact.
type ServerStats struct {
	JobUpdates       int64  `json:"job_updates"`
	JobHotUpdates    int64  `json:"job_hot_updates"`
	RunInserts       int64  `json:"run_inserts"`
	RunUpdates       int64  `json:"run_updates"`
	RunHotUpdates    int64  `json:"run_hot_updates"`
	WALBytes         int64  `json:"wal_bytes"`
	WALBuffersFull   int64  `json:"wal_buffers_full"`
	Checkpoints      int64  `json:"checkpoints"`
	WALBuffersConfig string `json:"wal_buffers_setting,omitempty"`
}

// serverStats reads the server's counters now.
func serverStats(ctx context.Context, pool *pgxpool.Pool) (ServerStats, error) {
	var s ServerStats
	err := pool.QueryRow(ctx, `
		WITH t AS (SELECT relname, n_tup_ins, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables
		            WHERE schemaname = 'ops' AND relname IN ('matter_frame_jobs', 'matter_frame_runs'))
		SELECT coalesce((SELECT n_tup_upd FROM t WHERE relname = 'matter_frame_jobs'), 0),
		       coalesce((SELECT n_tup_hot_upd FROM t WHERE relname = 'matter_frame_jobs'), 0),
		       coalesce((SELECT n_tup_ins FROM t WHERE relname = 'matter_frame_runs'), 0),
		       coalesce((SELECT n_tup_upd FROM t WHERE relname = 'matter_frame_runs'), 0),
		       coalesce((SELECT n_tup_hot_upd FROM t WHERE relname = 'matter_frame_runs'), 0),
		       (SELECT wal_bytes::bigint FROM pg_stat_wal), (SELECT wal_buffers_full FROM pg_stat_wal),
		       (SELECT checkpoints_timed + checkpoints_req FROM pg_stat_bgwriter),
		       current_setting('wal_buffers')`).
		Scan(&s.JobUpdates, &s.JobHotUpdates, &s.RunInserts, &s.RunUpdates, &s.RunHotUpdates, &s.WALBytes, &s.WALBuffersFull,
			&s.Checkpoints, &s.WALBuffersConfig)
	if err != nil {
		return s, fmt.Errorf("bench rail: server statistics: %w", err)
	}
	return s, nil
}

// since is s less the counters of before (the setting is s's).
func (s ServerStats) since(before ServerStats) ServerStats {
	return ServerStats{
		JobUpdates: s.JobUpdates - before.JobUpdates, JobHotUpdates: s.JobHotUpdates - before.JobHotUpdates,
		RunInserts: s.RunInserts - before.RunInserts, RunUpdates: s.RunUpdates - before.RunUpdates, RunHotUpdates: s.RunHotUpdates - before.RunHotUpdates,
		WALBytes: s.WALBytes - before.WALBytes, WALBuffersFull: s.WALBuffersFull - before.WALBuffersFull,
		Checkpoints: s.Checkpoints - before.Checkpoints, WALBuffersConfig: s.WALBuffersConfig,
	}
}
