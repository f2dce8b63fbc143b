import type { NotificationTextKey, TextValues, TNotificationKind } from '@coinvest/contract';
import type { NotificationRow, NotificationType } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import { queueNotificationEmails } from './notification-email-queue.repository';
import { channelsOfUsers } from './notification-preferences.service';

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
 * One statement writes the batch's rows and NOTIFYs each row's signal (PostgreSQL delivers them
 * only on commit): the text is bound once, not once a row, and no row is sent back. Raw SQL,
 * so its columns are the table's own names.
 */
async function insertAndSignalMany(
  trx: Executor,
  batch: readonly NotificationInput[],
  input: Omit<NotificationInput, 'userId'>,
): Promise<void> {
  const inputs = await keepWantedInApp(trx, batch);
  if (inputs.length === 0) return;
  const text = storedText(input);
  await sql`
    with inserted as (
      insert into notifications (user_id, project_id, title, message, type, text_key, text_values)
      select user_id, ${text.projectId}::integer, ${text.title}, ${text.message}, ${text.type},
        ${text.textKey}, ${text.textValues}::jsonb
      from unnest(${inputs.map((each) => each.userId)}::integer[]) as user_id
      returning id, user_id
    )
    select count(pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('id', id, 'userId', user_id)::text))
    from inserted`.execute(trx);
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
  const inputs = [...new Set(userIds)].map((userId) => ({ ...input, userId }));
  for (let start = 0; start < inputs.length; start += INSERT_BATCH) {
    await insertAndSignalMany(trx, inputs.slice(start, start + INSERT_BATCH), input);
  }
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
