import {
  ERROR_CODES,
  NOTIFICATION_MESSAGES,
  type TNotification,
  type TNotificationListQuery,
  type TNotificationPage,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../lib/access/request-user';
import { toNotification } from './notification.mapper';
import {
  countNotificationsOfUser,
  findNotification,
  listNotificationsOfUser,
  markNotificationRead,
} from './notifications.repository';
import { numberedPage } from '../../lib/paging';
import { findLanguagesOfUsers } from '../users/users.repository';
import { isStorableId } from '../../lib/ids';

type Context = Pick<FastifyInstance, 'db'>;

/** The reader's saved language now, so a change of language shows in older notifications too. */
async function languageOf({ db }: Context, caller: AuthUser): Promise<string | null> {
  return (await findLanguagesOfUsers(db, [caller.id])).get(caller.id) ?? null;
}

const notOwn = () =>
  new ForbiddenError(NOTIFICATION_MESSAGES.notOwnNotifications, {
    errorCode: ERROR_CODES.forbidden,
  });

const notificationNotFound = () =>
  new NotFoundError(NOTIFICATION_MESSAGES.notificationNotFound, {
    errorCode: ERROR_CODES.notFound,
  });

/** Reading: your own, or anyone's for the admin (support reads what a user was told). */
function assertMayRead(caller: AuthUser, userId: number): void {
  if (caller.id !== userId && caller.role !== 'admin') throw notOwn();
}

export async function listNotifications(
  { db }: Context,
  caller: AuthUser,
  userId: number,
  query: TNotificationListQuery,
): Promise<TNotificationPage> {
  assertMayRead(caller, userId);
  const language = await languageOf({ db }, caller);
  return numberedPage(
    query,
    {
      rows: (slice) => listNotificationsOfUser(db, userId, slice),
      total: () => countNotificationsOfUser(db, userId),
    },
    (row) => toNotification(row, language),
  );
}

export async function unreadCount(
  { db }: Context,
  caller: AuthUser,
  userId: number,
): Promise<{ count: number }> {
  assertMayRead(caller, userId);
  return { count: await countNotificationsOfUser(db, userId, true) };
}

/** Only the owner marks read: "read" records what that person saw, so nobody else sets it. */
export async function markRead(
  { db }: Context,
  caller: AuthUser,
  id: number,
): Promise<TNotification> {
  if (!isStorableId(id)) throw notificationNotFound();
  const row = await findNotification(db, id);
  if (!row) throw notificationNotFound();
  if (row.userId !== caller.id) throw notOwn();
  const language = await languageOf({ db }, caller);
  return toNotification(row.isRead ? row : await markNotificationRead(db, id), language);
}
