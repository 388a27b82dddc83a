// Package modelcheck is an exhaustive, explicit-state check of the Brief
// rail's ledger protocol (docs/rail.md): every interleaving of a few
// workers' steps on one or two matters' job rows, explored breadth-first up
// to a bound, with the guarantees of docs/rail.md checked in every
// state and on every step, and a bounded liveness property checked over the
// explored graph. It is pure Go: no database, no goroutines.
//
// Where it sits: beside package rail, which runs the protocol on Postgres.
// The tests of rail race real goroutines against a real server and find
// what they happen to hit; this package enumerates every order in which the
// protocol's atomic steps can happen, so a race that needs five steps in one
// exact order is found as surely as a common one, with the shortest trace.
//
// # How to run
//
//	go test -count=1 ./rail/modelcheck/ -v
//	go test -count=1 ./rail/modelcheck/ -v -modelcheck.big   # millions of states
//
// The log prints, per configuration, the states and transitions explored,
// the depth (the longest shortest path), the quiet states where G4 was
// checked and the liveness bound found (every demand served within K
// recovery steps), and for every deliberately broken variant its
// counterexample trace. Check runs one exploration from Go and returns a
// Result.
//
// # What is modelled
//
// One or two matters. Each job row of ops.matter_frame_jobs
// (migrations/00001_rail.sql and after): requested_generation,
// claimed_generation (the demands the claim serves), served_generation,
// the fencing token and its dispenser, run_status, rebuild_needed, the
// lease expiry and next_attempt_at as clock bits (below), and the number of
// the matter's runs begun and not yet recorded (a run is open on its job
// row; its row of ops.matter_frame_runs is written when it ends). The record: uploads add
// documents 1..n in order. The frames: the newest landed frame's generation
// and the documents it covers (its snapshot). The row lock: which rows an
// open transaction holds, and what they were when it began (for its
// rollback). Two or three workers, each a process with one build slot and
// its trigger: idle, holding a claim, building, resolving an unknown
// COMMIT, or stopped inside an open transaction.
//
// The steps, each atomic as the statement or transaction it models, and
// where rail/sql implements it:
//
//   - demand (sql/demand_fast.sql, sql/demand.sql; Rail.Demand and
//     DemandTx in the trigger's inbox transaction): an upload adds a
//     document and, in one statement, bumps requested_generation and either
//     takes the claim with a fresh token (the row is idle, or its lease
//     expired, and the trigger's process has a free slot) or leaves the
//     breadcrumb. With Options.Pending a demand also arrives while every
//     slot is busy (sql/record.sql, Rail.Record): it is recorded at once,
//     an idle row left pending (next_attempt_at := now unless a back-off
//     runs). A demand that meets a locked row gives up (lock_timeout; the
//     trigger bounds its transaction's lock wait, trigger/bulkhead.go) and
//     its nudge waits to be redelivered (redeliver, the same statement
//     later); under the NoTimeouts variant it waits for the lock instead,
//     holding one of the bus consumer's Options.Handlers.
//   - snapshot (sql/snapshot.sql, Rail.Snapshot): one READ COMMITTED
//     transaction; with Options.Refresh its first statement raises the
//     claim to requested_generation (token-guarded, clears the breadcrumb,
//     renews the lease), then the build reads the record. A refresh that
//     matches no row stops the build before the model call.
//   - heartbeat (sql/heartbeat.sql): token-guarded renewal; zero rows and
//     the worker stops at once.
//   - lease expiry: time passes beyond the lease stored on the row. Under a
//     live holder it is a stall (bounded by Options.Stalls); when the
//     holder crashed or is stopped it is free.
//   - back-off due: time passes beyond next_attempt_at.
//   - reconcile (sql/reconcile.sql; FOR UPDATE SKIP LOCKED: a locked row
//     is skipped): an idle worker claims a running row whose lease expired,
//     an idle row with unserved demand whose back-off passed, with
//     Options.Pending any pending row, and with Options.SafetyNet the
//     sweeps of the reconciler of docs/rail.md (a dropped nudge comes back
//     through the outbox sweep).
//   - finish (sql/finish_fast.sql, sql/finish.sql; Rail.Finish): one
//     transaction: the fenced CAS (token, run, running), the frame insert,
//     served_generation := the demands the claim serves, the run 'landed',
//     and when demand arrived during the build the follow-up claim with a
//     fresh token in the same statement (with Options.Yield, as the
//     Runner's FinishYield, no follow-up: the row is left idle and pending
//     for any free slot). Zero rows: fenced, nothing lands.
//   - demand batch (Options.DemandBatches; Rail.DemandBatch,
//     sql/demand_batch.sql): one upload to every matter, their demands in
//     one transaction and one statement: rows another session holds are
//     skipped (SKIP LOCKED) and left to their redelivered nudges, every
//     other row gets its demand decided on its own, the first able to claim
//     (a worker of the model holds one claim; Rail.DemandBatch claims
//     every claimable row and queues the claims). A stop inside it holds
//     every row it demanded; its rollback redelivers every nudge.
//   - batch finish (Options.Batch; the Runner's group commit,
//     Rail.FinishBatch: sql/finish_group.sql, then sql/finish.sql for the
//     rows it left, with the Runner's outbox rows): a group-committed
//     transaction carrying several builds' CASes, each decided on its own
//     row: a member lands (with its follow-up when demand arrived, or
//     with Options.Yield leaving the row pending) or, fenced, fails its
//     own build, never its neighbours'. Without outbox rows the rows left
//     are decided alone after the commit: the model's single finish steps.
//   - fail (sql/fail.sql) and release (sql/release.sql): token-guarded
//     release with back-off (or due at once); the demand stays unserved.
//   - lock give-up: a build whose next statement (snapshot, heartbeat,
//     finish, fail) meets its locked row gets lock_not_available; the
//     Runner drops the build and leaves the claim to its lease.
//   - crash: the worker loses its memory; the row keeps its lease until it
//     expires, its run stays open until a reclaim records it abandoned, unless
//     (Options.ReleaseWorker; sql/release_worker.sql) the restarted
//     process gives the claim back at once, due now, its token unchanged.
//   - stop inside a transaction (Options.LockStalls): a worker (SIGSTOP, a
//     partition) stops after the statement of its demand, snapshot or
//     finish transaction and before COMMIT, holding the row locks: other
//     writers of those rows wait, demands give up, the reconciler skips
//     them, and nobody else sees the uncommitted change. Then either it
//     resumes and commits, or the server ends the session
//     (idle_in_transaction_session_timeout, a third of the lease at most,
//     set on every session by internal/dbconfig) and the
//     transaction rolls back: the locks are free, a rolled-back demand's
//     nudge is redelivered, and the stopped worker, when it resumes, meets
//     the failed COMMIT as the rail's code does (an unknown snapshot or
//     finish outcome is resolved from the row).
//   - lost COMMIT (Options.LostAcks; finish_resolve.sql, Rail.Snapshot's
//     resolution): the finish's or the snapshot's connection dies around
//     COMMIT, which either committed (the acknowledgement is lost) or did
//     not; the worker then resolves from the ledger: a finish whose frame
//     landed adopts the follow-up its own finish took (if still current),
//     one not landed with its claim still held finishes again, else it is
//     fenced; a snapshot whose claim is still its run's builds with the
//     row's token, else it stops.
//
// The protocol comes in two readings. The default is docs/rail.md's: every
// claim takes its token from a dispenser of its own, requested_generation
// counts demands exactly, a frame's generation is the demands it serves
// (claimed_generation, raised by the snapshot), and the token alone
// fences. RailSQL sets the choices rail/sql makes on top: every guard also
// compares current_run_id (a run id is drawn on every claim), an idle row
// in back-off is not claimable by a demand, the finish decides its
// follow-up on requested_generation > claimed_generation, shutdown
// releases (and a restarted worker gives back its previous run's claims),
// a demand with no free slot is recorded pending, the Runner's finishes,
// alone or group-committed, yield (FinishYield: no follow-up claim, the
// row left pending); its tokens come from fencing_token
// (migrations/00011_fencing_token.sql). TokenBumpRequested is the rule
// rail/sql had before that column (a reclaim bumped requested_generation
// to get a fresh token), kept to show what the counter check finds in it.
//
// # What is abstracted away
//
// Time is two bits per row: lease expired, back-off pending; the length of
// either and the exponent of the back-off do not matter to the order of
// events, and the session timeout is shorter than the lease (an open
// transaction ends before a lease it wrote can expire). A run id is one
// bit per worker (its run is the row's current run): run ids are fresh on
// every claim and only compared for equality. Documents are a count (a
// snapshot is a prefix, as documents only grow). An upload and its demand
// are one step unless the demand gives up; in the product the document
// commits first and its demand follows through the outbox and the bus, so
// a snapshot may see a document before its demand (a build that serves
// more than asked: harmless). A transaction that no worker stops inside is
// one step: its statement and COMMIT commute with every step of the others
// (they wait on its row lock, or read what was committed before it). Only
// one transaction is open (stopped) at a time, and at least one worker
// keeps running; a worker stops inside a demand transaction only while it
// holds no claim (a busy process's record.sql stopped inside its
// transaction locks and rolls back the same way). A statement that only
// reads a locked row (a resolution) waits for the lock in the model; in
// Postgres it reads the committed row, which is what it would read just
// before the lock was taken. Workers are
// interchangeable: states that differ only by worker names are one
// (symmetry reduction). Not modelled: the outbox rows, the hard cap on
// build time (a cap is a fail or release step), heartbeats that fail for
// other reasons than a lost claim (the lease then expires), statement_timeout
// (no statement of the model runs long but for a lock wait).
//
// # What is checked
//
//   - G1 in every state, at most one worker per matter could land (it
//     believes it holds the claim and every guard on its way to landing
//     holds), whether the open transaction then commits or rolls back; and
//     on every landing, the finishing token is the row's token.
//   - G2 on every landing, the generation is greater than the newest
//     landed frame's.
//   - G3 on every claim: none starts while another build holds a live
//     claim, except that build's own follow-up; a follow-up is taken only
//     if demand arrived beyond what the build serves, and it covers every
//     demand outstanding.
//   - G4 in every quiet state: served_generation = requested_generation
//     and the newest frame covers every document, on every matter.
//   - G5 in every state, the row tells the truth: when served = requested
//     the newest frame covers every demanded document, and rebuild_needed
//     = (claimed_generation < requested_generation), the schema's CHECK.
//   - counter: requested_generation equals the demands recorded.
//   - runs: every run that ends is recorded, by the statement that ends
//     it; only the running claim's run, open on its row, is not.
//   - batch: in a group-committed finish, every member whose CAS matched
//     its own row lands.
//   - bulkhead, after the exploration: the liveness property for the
//     matters no stopped transaction locks, so it holds even where a
//     session stays open for ever (NoSessionTimeout): one wedged matter
//     never delays another's demand or build. Without lock_timeout
//     (NoTimeouts) it fails, and the trace shows the wedge spreading
//     through a build or a bus handler waiting on the locked row.
//   - settles, after the exploration: from every reachable state a quiet
//     state satisfying G4 is reachable.
//   - liveness, after the exploration: once faults and uploads stop, every
//     demand is served within a bounded number of steps. Precisely: from
//     every reachable state, every run of recovery steps (all steps but the
//     faults and new work: uploads, stalls, stops inside a transaction,
//     crashes, failed or released builds, lost COMMITs, and a stopped
//     worker's resumption) reaches within Options.Bound steps a state in
//     which, on every matter, no nudge waits, served_generation =
//     requested_generation and the newest frame covers every document; no
//     such run gets stuck short of it, and the recovery steps form no cycle
//     short of it, so every run of them is finite and any fair scheduler is
//     covered. A stopped worker that never resumes is the case it is about:
//     without the session timeout (the NoSessionTimeout variant) it holds
//     its row lock for ever, and the check prints the wedge.
//
// The exploration stops at the first violation and returns it with the
// trace from the initial state, one human-readable step a line.
package modelcheck
