// Package livetest holds fault tests on real processes: the pramaan binary,
// built by the test, run as `relay` (with an embedded JetStream), `serve`
// and `worker` processes against a private PostgreSQL, the way the product
// is deployed past one machine. A worker is paused inside one of the rail's
// transactions (internal/stall), then stopped (SIGSTOP) or cut off from
// PostgreSQL (internal/faultproxy), and the tests measure how soon another
// worker lands the matter's Brief and how another matter fares meanwhile
// (docs/operations-database.md says what bounds them).
//
// It has no product code: only tests.
package livetest
