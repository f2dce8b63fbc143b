import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationTextKey,
  type TextValues,
  type TNotificationKind,
} from '@coinvest/contract';
import type { NotificationRow, NotificationType } from '@coinvest/db';
import type { Executor } from '../../lib/executor';
import { queueNotificationEmails } from './notification-email-queue.repository';
import { channelsOfUsers } from './notification-preferences.service';
import {
  insertEachNotificationAndSignal,
  insertEventNotificationsAndSignal,
  insertNotificationAndSignal,
  type NotificationText,
} from './notifications.repository';

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

function storedText(input: Omit<NotificationInput, 'userId'>): NotificationText {
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
  return insertNotificationAndSignal(trx, wanted.userId, storedText(wanted));
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
  if (recipients.length === 0) return;
  // Without a kind the user has no choice: always in the app, never by e-mail.
  const defaults = input.kind
    ? DEFAULT_NOTIFICATION_PREFERENCES[input.kind]
    : { inApp: true, email: false };
  await insertEventNotificationsAndSignal(trx, recipients, {
    kind: input.kind ?? null,
    defaults,
    text: storedText(input),
  });
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
    await insertEachNotificationAndSignal(
      trx,
      wanted.map((each) => ({ userId: each.userId, ...storedText(each) })),
    );
  }
}
