import type { Executor } from '../../lib/executor';

export async function insertEmailChange(
  db: Executor,
  change: { userId: number; newEmail: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('emailChanges').values(change).execute();
}
