// Package bench holds the benchmark harnesses behind `pramaan bench`: each
// measures a part of the flow against a physical baseline taken on the same
// machine in the same run (railbench: the ledger's demand+finish cycles
// against plain UPDATE transactions and against River, the Postgres job queue
// a Go team would otherwise pick, running its own no-op workload in a scratch
// schema; relaybench: the relay's throughput and the fact-to-demand latency).
// They are not part of the product's packages: only cmd/pramaan and their own
// tests import them, and River is imported by nothing else (deps_test.go).
package bench
