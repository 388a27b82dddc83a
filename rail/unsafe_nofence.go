//go:build unsafe_nofence

package rail

// UnsafeNoFence: this binary was built with -tags unsafe_nofence. Its finish
// statements lose their fence (the token, run and running guard of the
// compare-and-swap), so a zombie's stale frame lands. It exists so that
// `pramaan chaos` can show its checker catching exactly that (a G2
// violation); nothing else changes. Never ship it.
const UnsafeNoFence = true

func init() {
	for _, q := range []struct {
		name string
		sql  *string
	}{{"finish.sql", &sqlFinish}, {"finish_fast.sql", &sqlFinishFast}, {"finish_group.sql", &sqlFinishGroup}} {
		var n int
		*q.sql, n = unfence(*q.sql)
		if n == 0 {
			panic("rail: unsafe_nofence: " + q.name + " has no fence to remove")
		}
	}
}
