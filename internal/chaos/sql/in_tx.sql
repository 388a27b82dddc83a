-- Is any of these client ports (one process's connections) inside a
-- transaction that has written the rail's job table, so holding a row lock
-- there? $1 client ports.
SELECT count(*) > 0
FROM pg_stat_activity a
JOIN pg_locks l ON l.pid = a.pid
WHERE a.client_port = ANY ($1::int[])
  AND a.xact_start IS NOT NULL
  AND a.state IN ('idle in transaction', 'active')
  AND l.relation = 'ops.matter_frame_jobs'::regclass
  AND l.mode = 'RowExclusiveLock';
