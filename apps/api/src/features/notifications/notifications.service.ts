import type { NotificationRow, NotificationType } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/** The PostgreSQL channel every API instance listens on to push notifications to sockets. */
export const NOTIFICATIONS_CHANNEL = 'coinvest_notifications';

export interface NotificationInput {
  userId: number;
  projectId?: number | null;
  title: string;
  message: string;
  type?: NotificationType;
}

/**
 * The one way any event notifies a user. Call it with the transaction of the event: the row
 * and the NOTIFY (which PostgreSQL delivers only on commit) land together or not at all.
 */
export async function createNotification(
  trx: Executor,
  input: NotificationInput,
): Promise<NotificationRow> {
  const row = await trx
    .insertInto('notifications')
    .values({
      userId: input.userId,
      projectId: input.projectId ?? null,
      title: input.title,
      message: input.message,
      type: input.type ?? 'other',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify({ id: row.id, userId: row.userId })})`.execute(
    trx,
  );
  return row;
}

/** Notifies many users of one event, in the caller's transaction. */
export async function createNotifications(
  trx: Executor,
  userIds: readonly number[],
  input: Omit<NotificationInput, 'userId'>,
): Promise<void> {
  for (const userId of new Set(userIds)) {
    await createNotification(trx, { ...input, userId });
  }
}
