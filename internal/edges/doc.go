// Package edges holds no code: its tests keep the package graph the way
// docs/architecture.md ("Packages") draws it, and the habits every package
// shares, so that an edge removed once cannot come back unnoticed:
//
//   - record depends on nothing that talks to the bus (no NATS package in
//     `go list -deps ./record`);
//   - nothing under web imports the wiring (internal/app);
//   - the sample matters (brief/samples) and the benchmark harnesses
//     (internal/bench, any ...bench package) are imported by no product
//     package, only by cmd/pramaan and by tests;
//   - no package logs through the standard log package: every line goes
//     through the slog logger the wiring hands down;
//   - log lines name things with one set of keys (firm_id, matter_id,
//     document_id, run_id, worker_id, trace_id, err);
//   - every Example has an // Output: line, so it runs as a test.
package edges
