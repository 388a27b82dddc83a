package rail

import "regexp"

// fence is the guard of the finish's compare-and-swap: the claim's token,
// its run, and still running.
var fence = regexp.MustCompile(`\s+AND\s+(j\.)?(fencing_token|claimed_generation)\s*=\s*\$3\s+AND\s+(j\.)?run_status\s*=\s*'running'\s+AND\s+(j\.)?current_run_id\s*=\s*\$4`)

// unfence removes every fence from a finish statement (only the
// unsafe_nofence build calls it; a test keeps it in step with the SQL)
// and says how many it removed.
func unfence(sql string) (string, int) {
	n := len(fence.FindAllStringIndex(sql, -1))
	// The token and run parameters stay in the statement, typed, so that
	// it still prepares; they no longer decide anything.
	return fence.ReplaceAllString(sql, "\n      AND $$3::bigint IS NOT NULL AND $$4::bigint IS NOT NULL"), n
}
