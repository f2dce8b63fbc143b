import type { NotificationRow, NotificationType } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import { requestDrainCall } from '../../lib/jobs/outbox-drain';
import { SEND_NOTIFICATION_EMAILS } from './notification-email-queue.repository';

/** The PostgreSQL channel every API instance listens on to push notifications to sockets. */
export const NOTIFICATIONS_CHANNEL = 'coinvest_notifications';

/**
 * What each NOTIFY carries: enough for an instance to skip users it holds no socket for. One
 * notification, or up to SIGNAL_CHUNK notifications of one event that share one text (`ids[i]`
 * is `userIds[i]`'s), so one update to 20,000 followers is 80 signals, not 20,000.
 */
export type NotificationSignal =
  { id: number; userId: number } | { ids: number[]; userIds: number[] };

/**
 * Notifications per shared-text signal: 250 ids and 250 user ids of up to ten digits, with
 * json_agg's separators, stay under PostgreSQL's 8,000-byte NOTIFY payload.
 */
export const SIGNAL_CHUNK = 250;

/** A notification's columns but its user, its values as JSON text. */
export interface NotificationText {
  projectId: number | null;
  title: string;
  message: string;
  type: NotificationType;
  textKey: string | null;
  textValues: string | null;
}

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

/** The row and its NOTIFY in one statement, one round trip (the signal's shape as above). */
export function insertNotificationAndSignal(
  trx: Executor,
  userId: number,
  text: NotificationText,
): Promise<NotificationRow> {
  return trx
    .with('inserted', (cte) =>
      cte
        .insertInto('notifications')
        .values({ userId, ...text })
        .returningAll(),
    )
    .selectFrom('inserted')
    .selectAll()
    .select(
      sql`pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('id', inserted.id, 'userId', inserted.user_id)::text)`.as(
        'signalled',
      ),
    )
    .executeTakeFirstOrThrow()
    .then(({ signalled: _signalled, ...row }) => row);
}

export interface EventNotification {
  /** Whose saved choice applies; none: the defaults, for everyone. */
  kind: string | null;
  /** The choice of a user who saved none. */
  defaults: { inApp: boolean; email: boolean };
  text: NotificationText;
}

/**
 * One statement for the whole event: each user's choice for the kind (the default where none is
 * saved), the e-mail copies of those who want one (with the job that sends them), the rows of
 * those who keep it in the app, and one NOTIFY per SIGNAL_CHUNK rows (PostgreSQL delivers them
 * only on commit). The user ids and the text are bound once, no row is sent back. Raw SQL, so
 * its columns are the table's own.
 */
export async function insertEventNotificationsAndSignal(
  trx: Executor,
  userIds: readonly number[],
  { kind, defaults, text }: EventNotification,
): Promise<void> {
  await sql`
    with recipients as (
      select recipient.user_id,
        coalesce(saved.in_app, ${defaults.inApp}) as in_app,
        coalesce(saved.by_email, ${defaults.email}) as by_email
      from unnest(${userIds}::integer[]) as recipient (user_id)
      left join notification_preferences as saved
        on saved.user_id = recipient.user_id and saved.kind = ${kind}
    ),
    queued as (
      insert into notification_email_queue (user_id, title, message, text_key, text_values)
      select user_id, ${text.title}, ${text.message}, ${text.textKey}, ${text.textValues}::jsonb
      from recipients where by_email
      returning id
    ),
    mailed as (
      select ${requestDrainCall(SEND_NOTIFICATION_EMAILS)} where exists (select from queued)
    ),
    inserted as (
      insert into notifications (user_id, project_id, title, message, type, text_key, text_values)
      select user_id, ${text.projectId}::integer, ${text.title}, ${text.message}, ${text.type},
        ${text.textKey}, ${text.textValues}::jsonb
      from recipients where in_app
      returning id, user_id
    ),
    chunked as (
      select id, user_id, (row_number() over (order by id) - 1) / ${SIGNAL_CHUNK} as chunk
      from inserted
    )
    select count(signalled), (select count(*) from mailed) from (
      select pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object(
        'ids', json_agg(id order by id), 'userIds', json_agg(user_id order by id))::text) as signalled
      from chunked group by chunk
    ) as signals`.execute(trx);
}

/** Each user's own notification, in one statement that writes the rows and NOTIFYs each. */
export async function insertEachNotificationAndSignal(
  trx: Executor,
  notifications: readonly (NotificationText & { userId: number })[],
): Promise<void> {
  await sql`
    with inserted as (
      insert into notifications (user_id, project_id, title, message, type, text_key, text_values)
      select * from unnest(
        ${notifications.map((each) => each.userId)}::integer[],
        ${notifications.map((each) => each.projectId)}::integer[],
        ${notifications.map((each) => each.title)}::text[],
        ${notifications.map((each) => each.message)}::text[],
        ${notifications.map((each) => each.type)}::text[],
        ${notifications.map((each) => each.textKey)}::text[],
        ${notifications.map((each) => each.textValues)}::jsonb[])
      returning id, user_id
    )
    select count(pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('id', id, 'userId', user_id)::text))
    from inserted`.execute(trx);
}
