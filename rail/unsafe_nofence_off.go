//go:build !unsafe_nofence

package rail

// UnsafeNoFence is true only in a binary built with -tags unsafe_nofence,
// whose finish lands a frame without checking the fencing token (see
// unsafe_nofence.go). Every real build checks it.
const UnsafeNoFence = false
