import type { EmailOutboxRow, NewEmailOutbox } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export function insertOutboxEmail(db: Executor, email: NewEmailOutbox): Promise<EmailOutboxRow> {
  return db.insertInto('emailOutbox').values(email).returningAll().executeTakeFirstOrThrow();
}

export async function markOutboxEmailSent(db: Executor, id: number, sentAt: Date): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set((eb) => ({ status: 'sent', sentAt, lastError: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markOutboxEmailFailed(
  db: Executor,
  id: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set((eb) => ({ status: 'failed', lastError: error, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
