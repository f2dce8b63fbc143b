import type { NotificationRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** One page of a user's notifications, newest first, through (user_id, is_read, created_at). */
export function listNotificationsOfUser(
  db: Executor,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countNotificationsOfUser(
  db: Executor,
  userId: number,
  onlyUnread = false,
): Promise<number> {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId);
  if (onlyUnread) query = query.where('isRead', '=', false);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

export function findNotification(db: Executor, id: number): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export function markNotificationRead(db: Executor, id: number): Promise<NotificationRow> {
  return db
    .updateTable('notifications')
    .set({ isRead: true })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
