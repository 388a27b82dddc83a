package rail

import (
	"regexp"
	"strings"
)

// fence is the guard of a finish's compare-and-swap: the claim's token,
// its run, and still running (with parameters, or with the columns of a
// group finish's element).
var fence = regexp.MustCompile(`\s+AND\s+(j\.)?(fencing_token|claimed_generation)\s*=\s*(\$3|f\.token)\s+AND\s+(j\.)?run_status\s*=\s*'running'\s+AND\s+(j\.)?current_run_id\s*=\s*(\$4|f\.run_id)`)

// recordOnce marks where a finish statement inserts its run's one record.
// A run's record is written when the run ends, so a zombie's run already
// has one (written 'abandoned' by the claim that took the matter over);
// with its fence gone the zombie's finish would fail on that row's key
// instead of landing its frame. The unsafe build lets the insert skip it,
// so the stale frame lands, as a missing fence would let it.
const recordOnce = "/* the run's one record */"

// unfence removes every fence from a finish statement (only the
// unsafe_nofence build calls it; a test keeps it in step with the SQL)
// and says how many it removed. The token and run stay in the statement,
// typed, so that it still prepares; they no longer decide anything.
func unfence(sql string) (string, int) {
	sql = strings.ReplaceAll(sql, recordOnce, "ON CONFLICT DO NOTHING")
	n := 0
	out := fence.ReplaceAllStringFunc(sql, func(m string) string {
		n++
		if strings.Contains(m, "f.token") {
			return "\n       AND f.token IS NOT NULL AND f.run_id IS NOT NULL"
		}
		return "\n      AND $3::bigint IS NOT NULL AND $4::bigint IS NOT NULL"
	})
	return out, n
}
