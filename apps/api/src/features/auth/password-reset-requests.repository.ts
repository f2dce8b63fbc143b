import type { PasswordResetRequestRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** A forgot-password request for the background job; the same one row whoever asks. */
export async function insertPasswordResetRequest(db: Executor, email: string): Promise<void> {
  await db.insertInto('passwordResetRequests').values({ email }).execute();
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
