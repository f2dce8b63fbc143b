import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationTextKey,
  type TextValues,
  type TNotificationKind,
} from '@coinvest/contract';
import type { NotificationRow, NotificationType } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import { queueNotificationEmails } from './notification-email-queue.repository';
import { channelsOfUsers } from './notification-preferences.service';

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

export interface NotificationInput {
  userId: number;
  projectId?: number | null;
  /** The English text; a keyed one is rendered again in the reader's language when read. */
  title: string;
  message: string;
  type?: NotificationType;
  /** Which of the user's choices applies (in the app, by e-mail); none: always in the app. */
  kind?: TNotificationKind;
  textKey?: NotificationTextKey;
  textValues?: TextValues;
}

/** Users per preferences look-up and INSERT, well under PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 2000;

/**
 * Applies each user's choices for the kind: an e-mail copy is queued (in the transaction, so
 * it goes only if the event commits) for those who want one, and only those who keep the kind
 * in the app get a row.
 */
async function keepWantedInApp(
  trx: Executor,
  inputs: readonly NotificationInput[],
): Promise<NotificationInput[]> {
  const kind = inputs[0]?.kind;
  if (!kind) return [...inputs];
  const channels = await channelsOfUsers(
    trx,
    inputs.map((input) => input.userId),
    kind,
  );
  await queueNotificationEmails(
    trx,
    inputs.filter((input) => channels.get(input.userId)?.email),
  );
  return inputs.filter((input) => channels.get(input.userId)?.inApp);
}

function storedText(input: Omit<NotificationInput, 'userId'>) {
  return {
    projectId: input.projectId ?? null,
    title: input.title,
    message: input.message,
    type: input.type ?? 'other',
    textKey: input.textKey ?? null,
    textValues: input.textValues ? JSON.stringify(input.textValues) : null,
  };
}

async function insertAndSignal(
  trx: Executor,
  input: NotificationInput,
): Promise<NotificationRow | undefined> {
  const [wanted] = await keepWantedInApp(trx, [input]);
  if (!wanted) return undefined;
  // The row and its NOTIFY in one statement, one round trip (the signal's shape as below).
  return trx
    .with('inserted', (cte) =>
      cte
        .insertInto('notifications')
        .values({ userId: wanted.userId, ...storedText(wanted) })
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

/**
 * One statement for the whole event: each user's choice for the kind (the default where none is
 * saved), the e-mail copies of those who want one, the rows of those who keep it in the app, and
 * one NOTIFY per SIGNAL_CHUNK rows (PostgreSQL delivers them only on commit). The user ids and
 * the text are bound once, no row is sent back. Raw SQL, so its columns are the table's own.
 */
async function insertAndSignalMany(
  trx: Executor,
  userIds: readonly number[],
  input: Omit<NotificationInput, 'userId'>,
): Promise<void> {
  const text = storedText(input);
  // Without a kind the user has no choice: always in the app, never by e-mail.
  const defaults = input.kind
    ? DEFAULT_NOTIFICATION_PREFERENCES[input.kind]
    : { inApp: true, email: false };
  await sql`
    with recipients as (
      select recipient.user_id,
        coalesce(saved.in_app, ${defaults.inApp}) as in_app,
        coalesce(saved.by_email, ${defaults.email}) as by_email
      from unnest(${userIds}::integer[]) as recipient (user_id)
      left join notification_preferences as saved
        on saved.user_id = recipient.user_id and saved.kind = ${input.kind ?? null}
    ),
    queued as (
      insert into notification_email_queue (user_id, title, message, text_key, text_values)
      select user_id, ${text.title}, ${text.message}, ${text.textKey}, ${text.textValues}::jsonb
      from recipients where by_email
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
    select count(signalled) from (
      select pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object(
        'ids', json_agg(id order by id), 'userIds', json_agg(user_id order by id))::text) as signalled
      from chunked group by chunk
    ) as signals`.execute(trx);
}

/**
 * The one way any event notifies a user. Call it with the transaction of the event: the row
 * and the NOTIFY (which PostgreSQL delivers only on commit) land together or not at all.
 * Undefined when the user turned this kind off in the app.
 */
export async function createNotification(
  trx: Executor,
  input: NotificationInput & { kind?: undefined },
): Promise<NotificationRow>;
export async function createNotification(
  trx: Executor,
  input: NotificationInput,
): Promise<NotificationRow | undefined>;
export async function createNotification(
  trx: Executor,
  input: NotificationInput,
): Promise<NotificationRow | undefined> {
  return insertAndSignal(trx, input);
}

/** Notifies many users of one event (each once), in the caller's transaction. */
export async function createNotifications(
  trx: Executor,
  userIds: readonly number[],
  input: Omit<NotificationInput, 'userId'>,
): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length > 0) await insertAndSignalMany(trx, recipients, input);
}

/**
 * Notifies each user of their own event (each input its own text, all of one kind), in the
 * caller's transaction: per 2,000, one preferences read, one e-mail queue insert and one
 * statement that writes the rows and NOTIFYs each. What the reservation outbox writes for a
 * batch of reservations.
 */
export async function createEachNotification(
  trx: Executor,
  inputs: readonly NotificationInput[],
): Promise<void> {
  for (let start = 0; start < inputs.length; start += INSERT_BATCH) {
    const wanted = await keepWantedInApp(trx, inputs.slice(start, start + INSERT_BATCH));
    if (wanted.length === 0) continue;
    const texts = wanted.map(storedText);
    await sql`
      with inserted as (
        insert into notifications (user_id, project_id, title, message, type, text_key, text_values)
        select * from unnest(
          ${wanted.map((each) => each.userId)}::integer[],
          ${texts.map((text) => text.projectId)}::integer[],
          ${texts.map((text) => text.title)}::text[],
          ${texts.map((text) => text.message)}::text[],
          ${texts.map((text) => text.type)}::text[],
          ${texts.map((text) => text.textKey)}::text[],
          ${texts.map((text) => text.textValues)}::jsonb[])
        returning id, user_id
      )
      select count(pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('id', id, 'userId', user_id)::text))
      from inserted`.execute(trx);
  }
}
