//go:build unsafe_nofence

package rail

// UnsafeNoFence: this binary was built with -tags unsafe_nofence. Its finish
// statements lose their fence (the token, run and running guard of the
// compare-and-swap), so a zombie's stale frame lands. It exists so that
// `pramaan chaos` can show its checker catching exactly that (a G2
// violation); nothing else changes. Never ship it.
const UnsafeNoFence = true

func init() {
	var n int
	sqlFinish, n = unfence(sqlFinish)
	if n == 0 {
		panic("rail: unsafe_nofence: finish.sql has no fence to remove")
	}
	sqlFinishFast, n = unfence(sqlFinishFast)
	if n == 0 {
		panic("rail: unsafe_nofence: finish_fast.sql has no fence to remove")
	}
}
