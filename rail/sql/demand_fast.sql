-- Demand, the common case: the row is new, idle, or running with a live
-- lease. The same statement as demand.sql, without writing a previous run's
-- record (only a reclaim of an expired lease ends a run; an idle row's run
-- was recorded by the statement that made it idle). A row that is running with an
-- expired lease is left untouched and no row is returned: the caller then
-- runs demand.sql, which reclaims it. Never split claim and breadcrumb: this
-- statement, like demand.sql, does both or neither.
--
-- Lease times come from the row, at write time: the conflict arm reads the
-- clock once (the sub-select below), after the row lock is taken, so a
-- demand that waited behind another transaction still claims with a whole
-- lease; the lease's expiry is stored on the row (lease_expires_at), and a
-- running row is judged by it, never by this caller's lease.
--
-- A claim's run is open on the job row (current_run_id, fencing_token,
-- claimed_by, run_started_at, run_traceparent): no run row is written until
-- the run ends (docs/rail.md).
--
-- $1 firm_id, $2 matter_id, $3 worker id, $4 traceparent, $5 lease seconds.
INSERT INTO ops.matter_frame_jobs AS j (
        firm_id, matter_id, run_status, rebuild_needed,
        requested_generation, claimed_generation, served_generation, fencing_token,
        claimed_at, lease_expires_at, claimed_by, current_run_id, previous_run_id, last_traceparent,
        run_started_at, run_traceparent, updated_at, sweep_at)
    SELECT $1, $2, 'running', false,
           1, 1, 0, 1,
           t.now, t.now + $5::float8 * interval '1 second',
           $3, nextval('ops.matter_frame_runs_run_id_seq'), NULL, NULLIF($4::text, ''),
           t.now, NULLIF($4::text, ''), t.now, t.now + $5::float8 * interval '1 second'
    FROM (SELECT clock_timestamp() AS now) t
    ON CONFLICT (firm_id, matter_id) DO UPDATE SET
        requested_generation = j.requested_generation + 1,
        last_traceparent = COALESCE(EXCLUDED.last_traceparent, j.last_traceparent),
        -- c.claim is "claimable?": idle and not in back-off (next_attempt_at
        -- null or passed). A running row here has a live lease (the WHERE
        -- below): not claimable, the breadcrumb is left.
        (run_status, claimed_generation, fencing_token, rebuild_needed, claimed_at, lease_expires_at, claimed_by,
         previous_run_id, current_run_id, next_attempt_at, updated_at,
         run_started_at, run_traceparent, run_follows_run_id, run_model_calls, run_documents_extracted,
         run_model_tokens, sweep_at) = (
            SELECT CASE WHEN c.claim THEN 'running' ELSE j.run_status END,
                   CASE WHEN c.claim THEN j.requested_generation + 1 ELSE j.claimed_generation END,
                   CASE WHEN c.claim THEN j.fencing_token + 1 ELSE j.fencing_token END,
                   NOT c.claim,
                   CASE WHEN c.claim THEN c.now ELSE j.claimed_at END,
                   CASE WHEN c.claim THEN c.now + $5::float8 * interval '1 second' ELSE j.lease_expires_at END,
                   CASE WHEN c.claim THEN EXCLUDED.claimed_by ELSE j.claimed_by END,
                   CASE WHEN c.claim THEN j.current_run_id ELSE j.previous_run_id END,
                   CASE WHEN c.claim THEN EXCLUDED.current_run_id ELSE j.current_run_id END,
                   CASE WHEN c.claim THEN NULL ELSE j.next_attempt_at END,
                   c.now,
                   -- The new claim's run, open on the row.
                   CASE WHEN c.claim THEN c.now ELSE j.run_started_at END,
                   CASE WHEN c.claim THEN COALESCE(EXCLUDED.last_traceparent, j.last_traceparent) ELSE j.run_traceparent END,
                   CASE WHEN c.claim THEN NULL ELSE j.run_follows_run_id END,
                   CASE WHEN c.claim THEN 0 ELSE j.run_model_calls END,
                   CASE WHEN c.claim THEN 0 ELSE j.run_documents_extracted END,
                   CASE WHEN c.claim THEN 0 ELSE j.run_model_tokens END,
                   -- sweep_at moves back to the row's new deadline only when
                   -- later: a busy row keeps it (HOT updates; migrations/00052).
                   CASE WHEN j.sweep_at <= b.bound THEN j.sweep_at ELSE b.bound END
            FROM (SELECT t.now, j.run_status = 'idle' AND COALESCE(j.next_attempt_at <= t.now, true) AS claim
                  FROM (SELECT clock_timestamp() AS now) t) c,
                 -- The row's new deadline: its lease, or its next attempt.
                 LATERAL (SELECT CASE WHEN c.claim THEN c.now + $5::float8 * interval '1 second'
                                      WHEN j.run_status = 'running' THEN j.lease_expires_at
                                      ELSE j.next_attempt_at END AS bound) b)
    WHERE NOT (j.run_status = 'running' AND j.lease_expires_at <= clock_timestamp())
    RETURNING requested_generation, fencing_token, claimed_generation, current_run_id,
              run_status = 'running' AND claimed_generation = requested_generation AS won;
