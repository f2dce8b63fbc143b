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

/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters (7 per row). */
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

async function insertAndSignal(
  trx: Executor,
  batch: readonly NotificationInput[],
): Promise<NotificationRow[]> {
  const inputs = await keepWantedInApp(trx, batch);
  if (inputs.length === 0) return [];
  const rows = await trx
    .insertInto('notifications')
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        projectId: input.projectId ?? null,
        title: input.title,
        message: input.message,
        type: input.type ?? 'other',
        textKey: input.textKey ?? null,
        textValues: input.textValues ? JSON.stringify(input.textValues) : null,
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
  const [row] = await insertAndSignal(trx, [input]);
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
