import type { Executor } from '../../lib/executor';

export async function insertEmailChange(
  db: Executor,
  change: { userId: number; newEmail: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('emailChanges').values(change).execute();
}

/** The e-mail change codes the account asked for since a moment (each one was mailed). */
export async function countEmailChangesSince(
  db: Executor,
  userId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('emailChanges')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
