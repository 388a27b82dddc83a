//go:build race

package eval

// raceBuild is true when the tests run under the race detector.
const raceBuild = true
