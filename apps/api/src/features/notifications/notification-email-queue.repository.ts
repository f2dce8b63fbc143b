import type { NotificationTextKey, TextValues } from '@coinvest/contract';
import type { Executor } from '../../lib/executor';
import { requestDrain } from '../../lib/jobs/outbox-drain';

/** The job that takes queued e-mails off the queue (notification-mailer.plugin). */
export const SEND_NOTIFICATION_EMAILS = 'send-notification-emails';

export interface QueuedEmailInput {
  userId: number;
  title: string;
  message: string;
  textKey?: NotificationTextKey;
  textValues?: TextValues;
}

/**
 * Queues e-mail copies of a notification with the job that sends them, in the event's
 * transaction: they go only if the event commits, and a worker takes them at once.
 */
export async function queueNotificationEmails(
  trx: Executor,
  inputs: readonly QueuedEmailInput[],
): Promise<void> {
  if (inputs.length === 0) return;
  await trx
    .insertInto('notificationEmailQueue')
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        title: input.title,
        message: input.message,
        textKey: input.textKey ?? null,
        textValues: input.textValues ? JSON.stringify(input.textValues) : null,
      })),
    )
    .execute();
  await requestDrain(trx, SEND_NOTIFICATION_EMAILS);
}

/**
 * Takes up to `limit` queued e-mails off the queue, oldest first, with the recipient's address,
 * first name and saved language, in one statement; rows another instance is taking are skipped,
 * so each e-mail is taken once. Called inside the transaction that records them in the outbox:
 * the rows leave the queue only if that commits.
 */
export function takeQueuedEmails(trx: Executor, limit: number) {
  return trx
    .deleteFrom('notificationEmailQueue')
    .using('users')
    .whereRef('users.id', '=', 'notificationEmailQueue.userId')
    .where('notificationEmailQueue.id', 'in', (eb) =>
      eb
        .selectFrom('notificationEmailQueue')
        .select('id')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'notificationEmailQueue.title',
      'notificationEmailQueue.message',
      'notificationEmailQueue.textKey',
      'notificationEmailQueue.textValues',
      'users.email',
      'users.firstName',
      'users.preferredLanguage',
    ])
    .execute();
}
