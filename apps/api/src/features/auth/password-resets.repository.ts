import type { Executor } from '../../lib/executor';

export async function insertResetCode(
  db: Executor,
  reset: { userId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('passwordResets').values(reset).execute();
}
