import type { NotificationTextKey, TextValues } from '@coinvest/contract';
import type { NotificationEmailQueueRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export interface QueuedEmailInput {
  userId: number;
  title: string;
  message: string;
  textKey?: NotificationTextKey;
  textValues?: TextValues;
}

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
}

/**
 * Takes up to `limit` queued e-mails off the queue, oldest first, in one statement; rows
 * another instance is taking are skipped, so each e-mail is taken once.
 */
export function takeQueuedEmails(
  db: Executor,
  limit: number,
): Promise<NotificationEmailQueueRow[]> {
  return db
    .deleteFrom('notificationEmailQueue')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('notificationEmailQueue')
        .select('id')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}
