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
