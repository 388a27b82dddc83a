// Package modelcheck is an exhaustive, explicit-state check of the Brief
// rail's ledger protocol (DESIGN.md section 4): every interleaving of a few
// workers' steps on one matter's job row, explored breadth-first up to a
// bound, with the guarantees of DESIGN.md section 5 checked in every state
// and on every step. It is pure Go: no database, no goroutines.
//
// Where it sits: beside package rail, which runs the protocol on Postgres.
// The tests of rail race real goroutines against a real server and find
// what they happen to hit; this package enumerates every order in which the
// protocol's atomic steps can happen, so a race that needs five steps in one
// exact order is found as surely as a common one, with the shortest trace.
//
// # How to run
//
//	go test -race -count=1 ./rail/modelcheck/ -v
//	go test -count=1 ./rail/modelcheck/ -v -modelcheck.big   # millions of states
//
// The log prints, per configuration, the states and transitions explored,
// the depth (the longest shortest path) and the quiet states where G4 was
// checked, and for every deliberately broken variant its counterexample
// trace. Check runs one exploration from Go and returns a Result.
//
// # What is modelled
//
// One matter. The job row ops.matter_frame_jobs (migrations/00001_rail.sql):
// requested_generation, claimed_generation, served_generation, run_status,
// rebuild_needed, and claimed_at and next_attempt_at as clock bits (below).
// The record: uploads add documents 1..n in order. The frames: the newest
// landed frame's generation and the documents it covers (its snapshot), and
// the number landed. Two or three workers (build slots), each idle, holding
// a token (claimed), or holding a token and a snapshot (building); a
// stalled worker is one that takes no step for a while, which the
// interleavings cover by themselves.
//
// The steps, each atomic as the statement or transaction it models, and
// where rail/sql implements it:
//
//   - demand (sql/demand.sql, Rail.Demand): an upload adds a document and,
//     in one statement, bumps requested_generation and either takes the
//     claim with a fresh token (the row is idle, or its lease expired) or
//     leaves the breadcrumb. The demander's slot holds the claim it wins.
//   - snapshot (sql/snapshot.sql, Rail.Snapshot): the build reads the
//     record; with Options.Refresh the same transaction moves the token up
//     to requested_generation (token-guarded, clears the breadcrumb, renews
//     the lease), so every demand made before it is served by this build.
//     A refresh that matches no row stops the build before the model call.
//   - heartbeat (sql/heartbeat.sql): token-guarded renewal of claimed_at;
//     zero rows and the worker stops at once.
//   - lease expiry: time passes beyond the lease since the last claim or
//     renewal. Under a live holder it is a stall (bounded by
//     Options.Stalls); when the holder crashed it is free.
//   - back-off due: time passes beyond next_attempt_at.
//   - reconcile (sql/reconcile.sql): an idle worker claims a running row
//     whose lease expired, or an idle row with unserved demand whose
//     back-off passed (and, with Options.SafetyNet, any idle row with
//     unserved demand or documents its newest frame does not cover).
//   - finish (sql/finish.sql, Rail.Finish): one transaction: the fenced CAS
//     (claimed_generation = token AND run_status = 'running'), the frame
//     insert, served_generation := token, and when demand arrived during the
//     build the follow-up claim with a fresh token in the same statement.
//     Zero rows: fenced, nothing lands.
//   - fail (sql/fail.sql): token-guarded release with back-off; the demand
//     stays unserved. Release (sql/release.sql, graceful shutdown) is the
//     same with the retry due at once.
//   - crash: the worker loses its memory; the row keeps its lease until it
//     expires.
//   - lost COMMIT (Options.LostAcks; Rail.Finish, sql/finish_resolve.sql):
//     the finish's connection dies around COMMIT, which either committed
//     (the acknowledgement is lost) or did not; the worker then resolves
//     from the ledger: its frame landed (and, with the run fence, it adopts
//     the follow-up run its own finish took, if still current), or not
//     landed with its claim still held (it finishes again), or fenced.
//
// The protocol comes in two readings. The default is DESIGN.md's letter:
// every claim dispenses a fresh number (a reclaim or retry takes
// GREATEST(requested_generation, claimed_generation + 1)) and the token
// alone fences. RailSQL sets the choices rail/sql made: every guard also
// compares current_run_id (a run id is drawn on every claim), the
// reconciler's claims reuse claimed_generation := requested_generation, an
// idle row in back-off is not claimable by a demand, and the finish decides
// its follow-up on requested_generation > token rather than on the
// breadcrumb.
//
// # What is abstracted away
//
// Time is two bits on the row: lease expired, back-off pending; the length
// of either and the exponent of the back-off do not matter to the order of
// events. A run id is one bit per worker (its run is the row's current
// run): run ids are fresh on every claim and only compared for equality.
// Documents are a count (a snapshot is a prefix, as documents only grow).
// An upload and its demand are one step; in the product the document
// commits first and its demand follows through the outbox and the bus, so
// a snapshot may see a document before its demand (a build that serves
// more than asked: harmless). Workers are interchangeable: states that
// differ only by worker names are one (symmetry reduction). Not modelled:
// other matters (every statement touches one row), the runs table's
// bookkeeping (open, abandoned, fenced outcomes), the outbox, the hard cap on build time (a cap is a fail or release step), and the
// reconciler's SKIP LOCKED (a skipped row is an interleaving where it did
// not act).
//
// # What is checked
//
//   - G1 in every state, at most one worker could land: it believes it
//     holds the claim and every guard on its way to landing holds; and on
//     every landing, the frame's generation is the row's current token.
//   - G2 on every landing, the generation is greater than the newest
//     landed frame's.
//   - G3 on every claim: none starts while another build holds a live
//     (unexpired) claim, except that build's own follow-up; a follow-up is
//     taken only if demand arrived after the build's token, and covers
//     every demand outstanding (N demands during one build cost one
//     follow-up).
//   - G4 in every quiet state (no worker holds or owes a step, the row is
//     idle, and the reconciler has nothing to claim even once the back-off
//     passes): served_generation = requested_generation and the newest
//     frame covers every document.
//   - G5 in every state, the row tells the truth: when served =
//     requested the newest frame covers every demanded document, and
//     rebuild_needed = (claimed_generation < requested_generation), the
//     schema's CHECK.
//   - Liveness-lite after the exploration: from every reachable state a
//     quiet state satisfying G4 is reachable (a backward fixpoint over the
//     recorded edges), so there is no deadlock and no livelock that strands
//     demand.
//
// The exploration stops at the first violation and returns it with the
// trace from the initial state, one human-readable step a line.
package modelcheck
