import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/** A job of graphile-worker's `jobs` view that failed its last attempt; never its payload. */
export interface FailedJobRow {
  id: string;
  taskIdentifier: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  failedAt: Date;
  createdAt: Date;
  /** failedAt to the microsecond, for the keyset cursor. */
  failedAtKey: string;
}

/** Where a page of failed jobs starts: after this job (failed at, to the microsecond; id). */
export type FailedJobPosition = readonly [failedAtKey: string, id: string];

/**
 * Failed for good: every attempt used and none under way (a job running its last attempt
 * has used them all too, but holds a lock).
 */
const failedForGood = sql`attempts >= max_attempts and locked_at is null`;

/**
 * When the last attempt failed. graphile-worker leaves updated_at at the time the job was added
 * (or rescheduled) and, on a failure, moves run_at to the failure time plus its backoff of
 * e^attempts seconds (at most e^10), so the failure time is run_at less that backoff.
 */
const failedAt = sql<Date>`(run_at - exp(least(attempts, 10)) * interval '1 second')`;

/** Newest failure first; the id breaks ties. */
export async function listFailedJobsPage(
  db: Executor,
  { limit, after }: { limit: number; after?: FailedJobPosition | undefined },
): Promise<FailedJobRow[]> {
  const { rows } = await sql<FailedJobRow>`
    select id::text as id, task_identifier as "taskIdentifier", attempts,
      max_attempts as "maxAttempts", last_error as "lastError", failed_at as "failedAt",
      created_at as "createdAt",
      to_char(failed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "failedAtKey"
    from (
      select *, ${failedAt} as failed_at from graphile_worker.jobs where ${failedForGood}
    ) as failed
    ${after ? sql`where (failed_at, id) < (${after[0]}::timestamptz, ${after[1]}::bigint)` : sql``}
    order by failed_at desc, id desc
    limit ${limit}`.execute(db);
  return rows;
}

export async function countFailedJobs(db: Executor): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from graphile_worker.jobs where ${failedForGood}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** A failed job as it was before its retry, and when it runs again. */
export interface RetriedJobRow {
  id: string;
  taskIdentifier: string;
  /** The attempts it had used up. */
  attemptsBefore: number;
  maxAttempts: number;
  runAt: Date;
}

/**
 * Runs a job that failed for good again from its first attempt, now, through graphile-worker's
 * own function; undefined when no job with this id has failed for good (it is running, waiting
 * for its next attempt, or gone). One statement: a worker cannot take the job in between.
 */
export async function rescheduleFailedJob(
  db: Executor,
  id: string,
): Promise<RetriedJobRow | undefined> {
  const { rows } = await sql<RetriedJobRow>`
    with failed as (
      select id, task_identifier, attempts from graphile_worker.jobs
      where id = ${id}::bigint and ${failedForGood}
    ), retried as (
      select * from graphile_worker.reschedule_jobs(
        array(select id from failed), run_at => now(), attempts => 0
      )
    )
    select retried.id::text as id, failed.task_identifier as "taskIdentifier",
      failed.attempts as "attemptsBefore", retried.max_attempts as "maxAttempts",
      retried.run_at as "runAt"
    from retried join failed on failed.id = retried.id`.execute(db);
  return rows[0];
}
