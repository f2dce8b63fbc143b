import type { Executor } from '../../lib/executor';

export async function insertVerificationCode(
  db: Executor,
  code: { userId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('emailVerifications').values(code).execute();
}
