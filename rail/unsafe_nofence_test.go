package rail

import (
	"strings"
	"testing"
)

// The unsafe_nofence build (for `pramaan chaos`) must find the fence in
// every finish statement: if their SQL changes shape, this fails first.
func TestUnfenceFindsTheFinishFence(t *testing.T) {
	for name, sql := range map[string]string{"finish.sql": sqlFinish, "finish_fast.sql": sqlFinishFast,
		"finish_group.sql": sqlFinishGroup} {
		out, n := unfence(sql)
		if n == 0 {
			t.Errorf("%s: no fence found", name)
		}
		if !strings.Contains(sql, recordOnce) || strings.Contains(out, recordOnce) {
			t.Errorf("%s: the run record's insert is not marked %q for the unfenced build", name, recordOnce)
		}
		for _, guard := range []string{"fencing_token = $3", "fencing_token = f.token", "claimed_generation = $3"} {
			if strings.Contains(out, guard) {
				t.Errorf("%s: %q is left after unfence:\n%s", name, guard, out)
			}
		}
	}
	if UnsafeNoFence {
		t.Error("a test build without -tags unsafe_nofence reports no fence")
	}
}
