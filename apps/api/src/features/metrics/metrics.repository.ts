import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/** The job queue at a glance: jobs waiting for a worker, being run, and failed for good. */
export interface JobQueueCounts {
  due: number;
  running: number;
  failed: number;
}

/**
 * Counts over graphile-worker's jobs view. A locked job is running even when a job added with
 * its key has already used up its attempts; one failed for good waits for an admin's retry.
 */
export async function jobQueueCounts(db: Executor): Promise<JobQueueCounts> {
  const { rows } = await sql<JobQueueCounts>`
    select
      count(*) filter (
        where locked_at is null and attempts < max_attempts and run_at <= now()
      )::integer as due,
      count(*) filter (where locked_at is not null)::integer as running,
      count(*) filter (where locked_at is null and attempts >= max_attempts)::integer as failed
    from graphile_worker.jobs`.execute(db);
  return rows[0] ?? { due: 0, running: 0, failed: 0 };
}
