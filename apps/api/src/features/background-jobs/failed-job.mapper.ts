import type { TFailedJob, TRetriedJob } from '@coinvest/contract';
import { DELIVER_EMAIL } from '../email/outbox.repository';
import { RECONCILE_LEDGER } from '../ledger/ledger.plugin';
import type { FailedJobRow, RetriedJobRow } from './failed-jobs.repository';

/**
 * The background tasks in the words an admin reads; a task missing here shows its identifier.
 * A new task adds its words here.
 */
const TASK_NAMES: Readonly<Record<string, string>> = {
  [DELIVER_EMAIL]: 'E-mail delivery',
  [RECONCILE_LEDGER]: 'Ledger reconciliation',
};

export const taskName = (identifier: string): string => TASK_NAMES[identifier] ?? identifier;

export function toFailedJob(row: FailedJobRow): TFailedJob {
  return {
    id: row.id,
    task: taskName(row.taskIdentifier),
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    failedAt: row.failedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRetriedJob(row: RetriedJobRow): TRetriedJob['job'] {
  return {
    id: row.id,
    task: taskName(row.taskIdentifier),
    attempts: 0,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
  };
}
