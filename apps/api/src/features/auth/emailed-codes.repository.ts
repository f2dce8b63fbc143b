import type { DB, EmailChangeRow, EmailVerificationRow, PasswordResetRow } from '@coinvest/db';
import type { Transaction } from 'kysely';
import type { Executor } from '../../lib/executor';

/**
 * The tables of e-mailed codes (see reset-code.ts): a password reset's, an e-mail change's and
 * a sign-up's codes are hashed, expire, allow a few tries and are used once, so one store
 * serves them all.
 */
export type EmailedCodeTable = 'passwordResets' | 'emailChanges' | 'emailVerifications';

/** A new code replaces the older ones: they expire now, so only the latest can be used. */
export async function expireUnusedCodes(
  db: Executor,
  table: EmailedCodeTable,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ expiresAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .execute();
}

/** The user's latest code, locked so that concurrent attempts are counted one after another. */
export function findLatestCodeForUpdate(
  db: Transaction<DB>,
  table: 'passwordResets',
  userId: number,
): Promise<PasswordResetRow | undefined>;
export function findLatestCodeForUpdate(
  db: Transaction<DB>,
  table: 'emailChanges',
  userId: number,
): Promise<EmailChangeRow | undefined>;
export function findLatestCodeForUpdate(
  db: Transaction<DB>,
  table: 'emailVerifications',
  userId: number,
): Promise<EmailVerificationRow | undefined>;
export function findLatestCodeForUpdate(
  db: Transaction<DB>,
  table: EmailedCodeTable,
  userId: number,
): Promise<PasswordResetRow | EmailChangeRow | EmailVerificationRow | undefined> {
  return db
    .selectFrom(table)
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function countFailedCodeAttempt(
  db: Executor,
  table: EmailedCodeTable,
  id: number,
): Promise<void> {
  await db
    .updateTable(table)
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markCodeUsed(
  db: Executor,
  table: EmailedCodeTable,
  id: number,
  now: Date,
): Promise<void> {
  await db.updateTable(table).set({ usedAt: now }).where('id', '=', id).execute();
}

/** How many codes the user was sent since `since`: what bounds the resends. */
export async function countCodesIssuedSince(
  db: Executor,
  table: EmailedCodeTable,
  userId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
