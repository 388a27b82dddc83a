// Package rail is the Brief rail's ledger protocol: demand, claim,
// heartbeat, snapshot, finish, fail, release and reconcile, on Postgres
// (schema ops, migrations/00001_rail.sql and 00010 onward), with fencing
// tokens.
//
// # Where it sits
//
// The trigger turns a bus fact into a demand, inside its inbox transaction,
// as soon as the fact arrives, whatever the build slots are doing. When its
// process's Runner has a free slot (held for it by Runner.Reserve) the
// demand may claim (DemandTx) and a won claim goes to the Runner
// (SubmitReserved); otherwise the demand is only recorded (RecordTx): it is
// unserved on the row at once, and the row is left pending, claimable by
// any Runner with a free slot. The Runner builds (the caller's BuildFunc:
// the Brief builder), renews the lease by heartbeats, and finishes: the
// fenced write of the frame, with the caller's outbox rows
// (RunnerOptions.OnLand) in the same transaction. Every worker's Runner
// also runs the reconciler, which drives the ledger, never a queue: on a
// tick and whenever a slot frees it takes pending matters, oldest first,
// failed builds whose back-off passed and expired leases (a partial index
// and FOR UPDATE SKIP LOCKED). A Runner finishes with FinishYield: demand
// that arrived during a build leaves its matter pending rather than taking
// the slot again, so a matter with a stream of demand never keeps a slot
// from a matter that waited longer. The rail knows nothing of PDFs, HTTP,
// NATS or the outbox.
//
// Batches share commits, never decisions: DemandBatchTx makes many matters'
// demands in one transaction (rows another session holds are skipped and
// left to their redelivery), and FinishBatch (through GroupCommit, when
// Config.GroupCommit is set) lands many builds' frames in one, each row's
// fenced compare-and-swap decided on its own: a fenced row fails only its
// own build (docs/rail.md, "Batches").
//
// # The ledger
//
// One row per (firm_id, matter_id) in ops.matter_frame_jobs. Three counters
// of demands: requested_generation (every demand bumps it, nothing else
// does: it says exactly how many times the Brief was asked for),
// claimed_generation (how many of those the current or last claim's build
// serves: requested_generation when the claim was taken, raised by its
// snapshot) and served_generation (how many the newest landed frame serves:
// that frame's generation). The fencing token has a dispenser of its own,
// fencing_token: every claim (a demand's, a reconciler's, a reclaim of an
// expired lease, a follow-up) takes fencing_token + 1, a number no claim of
// the matter ever held, without counting a demand. Then the lease
// (claimed_at, when it was taken or last renewed, and lease_expires_at, when
// it ends), the breadcrumb rebuild_needed, run_status, attempts,
// next_attempt_at, last_error, claimed_by and current_run_id. The current
// claim's run is open on the job row: besides its token, id, worker and
// lease, the row holds when it started, its trace, the run it follows and
// what its build has spent so far (run_*). One row per ended run in
// ops.matter_frame_runs, written once, by the statement that ends the run,
// with its outcome, its token (unique per matter: an index) and the model
// calls its build made, landed or not; one row per landed frame in
// ops.matter_frames, keyed by generation. All time is the
// Postgres clock (clock_timestamp()); no worker clock is trusted.
//
// # Leases
//
// A lease is stamped when the row is written, after the statement's wait
// for the row lock: the demand's conflict arm reads the clock once, after
// the lock; heartbeat, snapshot and finish lock the row first (a locking
// CTE) and stamp after, because an UPDATE computes its new values before it
// waits for a lock. Each stamp stores the expiry, claimed_at plus the lease
// of the worker that claims or renews (Config.Lease), in lease_expires_at.
// A claim is expired when lease_expires_at has passed, judged by demand and
// reconcile from the row alone: a process configured with another lease can
// neither take a healthy claim nor keep a dead one.
//
// # Invariants it protects
//
//  1. One live claim per matter (G1): a claim is taken only by one atomic
//     statement on the job row (demand, reconcile, or the finish that takes
//     a follow-up), and only when the row is idle outside back-off or its
//     lease expired (lease_expires_at passed). The row holds one open run
//     (current_run_id); a reclaim writes the old run's record, 'abandoned',
//     in the same statement, from the row it locked.
//  2. Every claim takes a token no claim of the matter ever had:
//     fencing_token + 1, from the row in the claiming statement. Tokens are
//     unique per matter (a unique index on the runs' tokens).
//  3. Only the current token lands (G1, G2): Finish is a compare-and-swap on
//     (fencing_token = token AND run_status = 'running' AND current_run_id =
//     run) in the same statement as the frame insert. A stale claim matches
//     nothing, nothing lands, the run is 'fenced'. A frame's generation is
//     the demands its claim serves; a claim is only taken when demand is
//     unserved or to replace a claim that never landed, so per matter landed
//     generations (and their tokens) strictly increase.
//  4. No lost demand (G4): every demand bumps requested_generation in the
//     same statement that either claims or leaves the breadcrumb; a finish
//     with requested > claimed takes the follow-up in its CAS statement; a
//     failed or released claim leaves the row idle with served < requested
//     and next_attempt_at set, which the reconciler finds. Once quiet,
//     served_generation = requested_generation.
//  5. Coalescing (G3): N demands during one build cost at most one
//     follow-up (it serves every demand made by finish time), and a
//     follow-up with no new demand finishes idle. Snapshot raises
//     claimed_generation to requested_generation before the build reads the
//     record, so demands committed before the read are served by this very
//     build.
//  6. Visible debt (G5): unserved demand is served_generation <
//     requested_generation on the row, reported by Status.
//  7. The breadcrumb is exact: rebuild_needed = (claimed_generation <
//     requested_generation), a CHECK constraint on the table.
//  8. Honest counters: requested_generation is the number of demands, and
//     every run records the model calls its build made: Finish records them
//     landed or fenced, RecordModelCalls for a build that failed, was
//     released or lost its claim. Status reports the wasted ones (runs
//     fenced or abandoned).
//
// Tokens guarantee ordering, not mutual exclusion: a zombie may still be
// computing while its successor runs; it can never land. Heartbeats tell a
// build at once that it lost its claim, so it stops before its model call.
//
// A demand on an idle row in failure back-off does not claim: it is
// recorded (unserved) and the reconciler retries when the back-off passes,
// so a failing matter is not retried by every upload. A recorded demand
// (Record) never claims: on an idle row it sets next_attempt_at to now
// (unless a back-off set a later time), so the pending row is due in the
// reconciler's partial index at once.
//
// The reconciler's index reads one column, sweep_at: when a reconciler
// must next look at the row. The table's CHECK keeps it at or before a
// running row's lease expiry and an idle unserved row's next attempt, so
// every row that needs a worker is due in it. The statements move it
// earlier only when the row's new deadline is earlier, so a busy matter's
// claims, heartbeats and finishes change no indexed column and Postgres
// updates its row in place (HOT); the reconciler moves on the rows it
// finds due that need no worker yet (to their next deadline, or out of the
// index once quiet for a lease).
//
// # How the statements keep them
//
// Demand, Record, Finish, Reconcile and Heartbeat are each ONE statement (its own
// transaction, or the caller's): the job row change and the run record it
// implies (the ended run's, 'landed', 'failed' or 'abandoned', from the
// run's columns on the row) are data-modifying CTEs of that statement, so
// they cannot come apart. A claim writes no run row: its run is open on the
// job row until it ends, so a cycle writes one run row, once.
//
// Demand and Finish each try a lighter statement first, for the common case
// (demand_fast.sql: the row is new, idle or has a live lease; finish_fast.sql:
// no demand arrived during the build). It does the full statement's work for
// that case, or, outside it, nothing at all and returns no row, and the full
// statement (demand.sql: reclaim an expired lease; finish.sql: fenced, or take
// the follow-up) runs next. So every change to the ledger is still made by
// one statement; the light one only spares the common case the locking
// read of the row a reclaim or a follow-up needs. Finish with the caller's outbox rows is one
// transaction: BEGIN and the statement in one round trip, the caller's
// rows, COMMIT. A lost COMMIT acknowledgement is resolved by reading the
// ledger (the frame row landed by the run's id), never guessed. Snapshot is
// one READ COMMITTED transaction: raise claimed_generation (and renew the
// lease) first, then the caller's read.
//
// The schema backs the statements, so a bug in one fails loudly instead of
// corrupting the ledger: one CHECK on the job row (served <= claimed <=
// requested, the exact breadcrumb, a running row's lease, its expiry, its
// token and its run, an idle unserved row's retry time, the two statuses),
// a domain for a run's outcome (never NULL: a run row is an ended run's)
// and the unique indexes on the runs' ids and tokens (a run is recorded
// once). They are written to cost each write little:
// Postgres re-reads and re-plans a table's CHECK constraints on every
// statement that writes the table, so they are one compact expression.
//
// All statements live in sql/*.sql, embedded.
package rail
