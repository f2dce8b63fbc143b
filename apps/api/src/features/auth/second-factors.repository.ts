import type { UserSecondFactorRow } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

export function findSecondFactor(
  db: Executor,
  userId: number,
): Promise<UserSecondFactorRow | undefined> {
  return db
    .selectFrom('userSecondFactors')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** A new, unconfirmed secret; replaces an earlier unconfirmed one (never a confirmed one). */
export async function saveUnconfirmedSecondFactor(
  db: Executor,
  userId: number,
  secretEncrypted: string,
): Promise<void> {
  await db
    .insertInto('userSecondFactors')
    .values({ userId, secretEncrypted })
    .onConflict((oc) =>
      oc
        .column('userId')
        .doUpdateSet({ secretEncrypted, lastUsedStep: null, createdAt: sql`now()` })
        .where('userSecondFactors.confirmedAt', 'is', null),
    )
    .execute();
}

/**
 * Records an accepted code's time step, only when it is later than the last one: of two
 * requests with the same code, one wins. Confirms the factor when asked.
 */
export async function useTimeStep(
  db: Executor,
  { userId, step, confirmAt }: { userId: number; step: number; confirmAt?: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('userSecondFactors')
    .set({ lastUsedStep: step, ...(confirmAt && { confirmedAt: confirmAt }) })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteSecondFactor(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db.deleteFrom('userSecondFactors').where('userId', '=', userId).execute();
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  codeHashes: string[],
): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('recoveryCodes')
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
    .execute();
}

export function findUnusedRecoveryCodes(db: Executor, userId: number) {
  return db
    .selectFrom('recoveryCodes')
    .select(['id', 'codeHash'])
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

/** Marks a code used unless another request did first; true when this one did. */
export async function useRecoveryCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stores the secret again, e.g. under the current key after a rotation. */
export async function updateSecondFactorSecret(
  db: Executor,
  userId: number,
  secretEncrypted: string,
): Promise<void> {
  await db
    .updateTable('userSecondFactors')
    .set({ secretEncrypted })
    .where('userId', '=', userId)
    .execute();
}

/** Counts one more wrong code in a row; answers the count and whether it is already locked. */
export async function countWrongCode(
  db: Executor,
  userId: number,
): Promise<{ failedAttempts: number; lockedAt: Date | null } | undefined> {
  return db
    .updateTable('userSecondFactors')
    .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
    .where('userId', '=', userId)
    .returning(['failedAttempts', 'lockedAt'])
    .executeTakeFirst();
}

/** A right code: the wrong ones before it stop counting. */
export async function clearWrongCodes(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('userSecondFactors')
    .set({ failedAttempts: 0 })
    .where('userId', '=', userId)
    .where('failedAttempts', '>', 0)
    .execute();
}

/**
 * Locks the factor with a new unlock token, unless it is locked with a token still valid:
 * true when this call did, so of concurrent wrong codes one sends the e-mail.
 */
export async function lockSecondFactor(
  db: Executor,
  lock: { userId: number; unlockTokenHash: string; unlockExpiresAt: Date; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('userSecondFactors')
    .set((eb) => ({
      lockedAt: eb.fn.coalesce('lockedAt', eb.val(lock.now)),
      unlockTokenHash: lock.unlockTokenHash,
      unlockExpiresAt: lock.unlockExpiresAt,
    }))
    .where('userId', '=', lock.userId)
    .where((eb) => eb.or([eb('lockedAt', 'is', null), eb('unlockExpiresAt', '<=', lock.now)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Unlocks the factor whose live token has this hash, using the token up; its user, if any. */
export async function unlockSecondFactor(
  db: Executor,
  unlockTokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('userSecondFactors')
    .set({ failedAttempts: 0, lockedAt: null, unlockTokenHash: null, unlockExpiresAt: null })
    .where('unlockTokenHash', '=', unlockTokenHash)
    .where('unlockExpiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}
