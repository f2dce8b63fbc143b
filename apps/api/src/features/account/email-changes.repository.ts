import type { DB, EmailChangeRow } from '@coinvest/db';
import type { Transaction } from 'kysely';
import type { Executor } from '../../lib/executor';

/** A new code replaces the older ones: they expire now, so only the latest can be used. */
export async function expireUnusedEmailChanges(db: Executor, userId: number, now: Date) {
  await db
    .updateTable('emailChanges')
    .set({ expiresAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .execute();
}

export async function insertEmailChange(
  db: Executor,
  change: { userId: number; newEmail: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('emailChanges').values(change).execute();
}

/** The user's latest change, locked so that concurrent attempts are counted one after another. */
export function findLatestEmailChangeForUpdate(
  db: Transaction<DB>,
  userId: number,
): Promise<EmailChangeRow | undefined> {
  return db
    .selectFrom('emailChanges')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function countFailedEmailChangeAttempt(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('emailChanges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markEmailChangeUsed(db: Executor, id: number, now: Date): Promise<void> {
  await db.updateTable('emailChanges').set({ usedAt: now }).where('id', '=', id).execute();
}
