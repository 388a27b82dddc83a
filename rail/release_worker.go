package rail

import (
	"context"
	"fmt"
)

var sqlReleaseWorker = mustSQL("release_worker.sql")

// ReleaseWorker gives back every claim held under this Rail's WorkerID by an
// earlier process with the same id (one killed mid-build and started again),
// so its matters are built again at once rather than after their leases
// expire. Call it once at start, before this process claims anything: a
// claim it made itself would be released too. It counts no failure and
// keeps every token, so a build of the old process still running anywhere
// is fenced at its finish. It returns how many claims it released.
func (r *Rail) ReleaseWorker(ctx context.Context) (int, error) {
	var n int
	err := r.pool.QueryRow(ctx, sqlReleaseWorker, r.cfg.WorkerID,
		"released at the restart of worker "+r.cfg.WorkerID).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("rail: release the claims of worker %s's previous run: %w", r.cfg.WorkerID, err)
	}
	return n, nil
}
