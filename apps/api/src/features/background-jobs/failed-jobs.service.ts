import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  FAILED_JOB_MESSAGES,
  type TFailedJob,
  type TFailedJobsPage,
  type TFailedJobsQuery,
  type TRetriedJob,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors';
import { isCursorBigintId, isTimestampKey, keysetPage } from '../../lib/keyset';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { toFailedJob, toRetriedJob } from './failed-job.mapper';
import {
  countFailedJobs,
  listFailedJobsPage,
  rescheduleFailedJob,
  type FailedJobPosition,
  type FailedJobRow,
} from './failed-jobs.repository';

export function listFailedJobs(
  { db }: Pick<FastifyInstance, 'db'>,
  query: TFailedJobsQuery & { pageSize: number },
): Promise<TFailedJobsPage> {
  return keysetPage<FailedJobRow, TFailedJob, FailedJobPosition>(
    query,
    {
      rows: (limit, after) => listFailedJobsPage(db, { limit, after }),
      total: () => countFailedJobs(db),
      positionOf: (row): FailedJobPosition => [row.failedAtKey, row.id],
      parsePosition: ([failedAtKey, id, ...rest]) =>
        isTimestampKey(failedAtKey) && isCursorBigintId(id) && rest.length === 0
          ? ([failedAtKey, id] as const)
          : undefined,
    },
    toFailedJob,
  );
}

/**
 * An admin runs a job that failed for good again, from its first attempt, now; the retry and
 * its audit record land together. What the job carries is not recorded: it can name people.
 */
export async function retryFailedJob(
  { db }: Pick<FastifyInstance, 'db'>,
  actor: AdminActor,
  jobId: string,
): Promise<TRetriedJob> {
  const retried = await db.transaction().execute(async (trx) => {
    const row = await rescheduleFailedJob(trx, jobId);
    if (!row) throw new NotFoundError(FAILED_JOB_MESSAGES.failedJobNotFound);
    const job = toRetriedJob(row);
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.backgroundJob, id: job.id },
      action: AUDIT_ACTIONS.backgroundJobRetry,
      before: { task: job.task, attempts: row.attemptsBefore, maxAttempts: job.maxAttempts },
      after: { task: job.task, attempts: 0, maxAttempts: job.maxAttempts, runAt: job.runAt },
    });
    return job;
  });
  return { message: FAILED_JOB_MESSAGES.failedJobRetried, job: retried };
}
