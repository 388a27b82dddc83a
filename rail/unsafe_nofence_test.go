package rail

import (
	"strings"
	"testing"
)

// The unsafe_nofence build (for `pramaan chaos`) must find the fence in
// both finish statements: if their SQL changes shape, this fails first.
func TestUnfenceFindsTheFinishFence(t *testing.T) {
	for name, sql := range map[string]string{"finish.sql": sqlFinish, "finish_fast.sql": sqlFinishFast} {
		out, n := unfence(sql)
		if n == 0 {
			t.Errorf("%s: no fence found", name)
		}
		if strings.Contains(out, "fencing_token = $3") || strings.Contains(out, "claimed_generation = $3") {
			t.Errorf("%s: a token check is left after unfence:\n%s", name, out)
		}
	}
	if UnsafeNoFence {
		t.Error("a test build without -tags unsafe_nofence reports no fence")
	}
}
