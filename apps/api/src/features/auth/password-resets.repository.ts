import type { DB, PasswordResetRow } from '@coinvest/db';
import type { Transaction } from 'kysely';
import type { Executor } from '../../lib/executor';

/** A new code replaces the older ones: they expire now, so only the latest can be used. */
export async function expireUnusedResetCodes(db: Executor, userId: number, now: Date) {
  await db
    .updateTable('passwordResets')
    .set({ expiresAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .execute();
}

export async function insertResetCode(
  db: Executor,
  reset: { userId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('passwordResets').values(reset).execute();
}

/** The user's latest code, locked so that concurrent attempts are counted one after another. */
export function findLatestResetCodeForUpdate(
  db: Transaction<DB>,
  userId: number,
): Promise<PasswordResetRow | undefined> {
  return db
    .selectFrom('passwordResets')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function countFailedResetAttempt(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('passwordResets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markResetCodeUsed(db: Executor, id: number, now: Date): Promise<void> {
  await db.updateTable('passwordResets').set({ usedAt: now }).where('id', '=', id).execute();
}
