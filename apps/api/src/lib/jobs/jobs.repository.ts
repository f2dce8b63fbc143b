import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../executor';

/** Options of one job, as graphile-worker's add_job takes them. */
export interface JobSpec {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Attempts before the job fails for good (default: the task's). */
  maxAttempts?: number;
  /**
   * One job per key: a job added with the key of one still waiting is not added again (the
   * first one stays as it is).
   */
  jobKey?: string;
}

/**
 * Adds a job through graphile-worker's SQL function, in the caller's transaction when it is
 * given one: the job exists if and only if the work that asks for it commits.
 */
export async function addJob(
  db: Executor,
  taskName: string,
  payload: unknown,
  spec: JobSpec = {},
): Promise<void> {
  await sql`select ${addJobCall(taskName, payload, spec)}`.execute(db);
}

/**
 * The call of add_job as an expression, for a statement that adds its job itself: the work and
 * its job in one round trip.
 */
export function addJobCall(
  taskName: string,
  payload: unknown,
  spec: JobSpec = {},
): RawBuilder<unknown> {
  return sql`graphile_worker.add_job(
    ${taskName},
    ${JSON.stringify(payload ?? {})}::json,
    run_at => ${spec.runAt ?? null}::timestamptz,
    max_attempts => ${spec.maxAttempts ?? null}::integer,
    job_key => ${spec.jobKey ?? null}::text,
    job_key_mode => 'unsafe_dedupe'
  )`;
}

/**
 * Jobs of these tasks that are running or due now (not those waiting for a later retry). A
 * running job counts even once a job added with its key has taken its place (graphile-worker
 * then marks it out of attempts).
 */
export async function dueJobCount(db: Executor, taskNames: readonly string[]): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from graphile_worker.jobs
    where task_identifier = any(${taskNames}::text[])
      and (locked_at is not null or (attempts < max_attempts and run_at <= now()))`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
