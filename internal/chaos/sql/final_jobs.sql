SELECT firm_id::text, matter_id::text, requested_generation, claimed_generation, served_generation, run_status
FROM ops.matter_frame_jobs;
