// Package modelcheck is an exhaustive, explicit-state check of the Brief
// rail's ledger protocol (DESIGN.md section 4).
package modelcheck
