import type { PasswordResetRequestRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';
import { requestDrain } from '../../lib/jobs/outbox-drain';

/** The job that handles the recorded requests (password-reset-requests.plugin). */
export const HANDLE_PASSWORD_RESET_REQUESTS = 'handle-password-reset-requests';

/**
 * A forgot-password request for the background job, recorded with the job in one transaction;
 * the same work whoever asks.
 */
export async function insertPasswordResetRequest(db: Executor, email: string): Promise<void> {
  const record = async (trx: Executor) => {
    await trx.insertInto('passwordResetRequests').values({ email }).execute();
    await requestDrain(trx, HANDLE_PASSWORD_RESET_REQUESTS);
  };
  await (db.isTransaction ? record(db) : db.transaction().execute(record));
}

/**
 * Takes up to `limit` waiting requests, oldest first; rows another instance holds are skipped,
 * and the caller's transaction deletes them, so each is handled once.
 */
export function lockPasswordResetRequests(
  db: Executor,
  limit: number,
): Promise<PasswordResetRequestRow[]> {
  return db
    .selectFrom('passwordResetRequests')
    .selectAll()
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function deletePasswordResetRequests(
  db: Executor,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('passwordResetRequests').where('id', 'in', ids).execute();
}
