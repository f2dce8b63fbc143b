import type { ContactMessageRow, NewContactMessage } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export function insertContactMessage(
  db: Executor,
  message: NewContactMessage,
): Promise<ContactMessageRow> {
  return db.insertInto('contactMessages').values(message).returningAll().executeTakeFirstOrThrow();
}
