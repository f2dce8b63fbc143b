import type { NotificationRow, NotificationType } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/** The PostgreSQL channel every API instance listens on to push notifications to sockets. */
export const NOTIFICATIONS_CHANNEL = 'coinvest_notifications';

/** What each NOTIFY carries: enough for an instance to skip users it holds no socket for. */
export interface NotificationSignal {
  id: number;
  userId: number;
}

export interface NotificationInput {
  userId: number;
  projectId?: number | null;
  title: string;
  message: string;
  type?: NotificationType;
}

/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters (5 per row). */
const INSERT_BATCH = 2000;

async function insertAndSignal(
  trx: Executor,
  inputs: readonly NotificationInput[],
): Promise<NotificationRow[]> {
  const rows = await trx
    .insertInto('notifications')
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        projectId: input.projectId ?? null,
        title: input.title,
        message: input.message,
        type: input.type ?? 'other',
      })),
    )
    .returningAll()
    .execute();
  const signals = rows.map((row) =>
    JSON.stringify({ id: row.id, userId: row.userId } satisfies NotificationSignal),
  );
  // One statement for the whole batch; PostgreSQL delivers the NOTIFYs only on commit.
  await sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, signal) from unnest(${signals}::text[]) as signal`.execute(
    trx,
  );
  return rows;
}

/**
 * The one way any event notifies a user. Call it with the transaction of the event: the row
 * and the NOTIFY (which PostgreSQL delivers only on commit) land together or not at all.
 */
export async function createNotification(
  trx: Executor,
  input: NotificationInput,
): Promise<NotificationRow> {
  const [row] = await insertAndSignal(trx, [input]);
  if (!row) throw new Error('The notification was not written');
  return row;
}

/** Notifies many users of one event (each once), in the caller's transaction. */
export async function createNotifications(
  trx: Executor,
  userIds: readonly number[],
  input: Omit<NotificationInput, 'userId'>,
): Promise<void> {
  const inputs = [...new Set(userIds)].map((userId) => ({ ...input, userId }));
  for (let start = 0; start < inputs.length; start += INSERT_BATCH) {
    await insertAndSignal(trx, inputs.slice(start, start + INSERT_BATCH));
  }
}
