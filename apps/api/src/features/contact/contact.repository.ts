import type { ContactMessageRow, DB, NewContactMessage } from '@coinvest/db';
import type { Kysely, Transaction } from 'kysely';

type Executor = Kysely<DB> | Transaction<DB>;

export function insertContactMessage(
  db: Executor,
  message: NewContactMessage,
): Promise<ContactMessageRow> {
  return db.insertInto('contactMessages').values(message).returningAll().executeTakeFirstOrThrow();
}
