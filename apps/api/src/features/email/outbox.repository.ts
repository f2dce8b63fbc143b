import type { EmailOutboxRow, NewEmailOutbox } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import type { EmailMessage } from './email.service';

/** The outbox row of an e-mail: what recordedMessage reads back. */
function outboxRowOf(message: EmailMessage): NewEmailOutbox {
  return {
    toAddress: message.to,
    subject: message.subject,
    bodyText: message.text,
    bodyHtml: message.html ?? null,
  };
}

export function insertOutboxEmail(db: Executor, message: EmailMessage): Promise<EmailOutboxRow> {
  return db
    .insertInto('emailOutbox')
    .values(outboxRowOf(message))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertOutboxEmails(
  db: Executor,
  messages: readonly EmailMessage[],
): Promise<EmailOutboxRow[]> {
  if (messages.length === 0) return [];
  return db.insertInto('emailOutbox').values(messages.map(outboxRowOf)).returningAll().execute();
}

/** The e-mail a recorded row holds, to hand to the transport. */
export function recordedMessage(row: EmailOutboxRow): EmailMessage {
  return {
    to: row.toAddress,
    subject: row.subject,
    text: row.bodyText,
    ...(row.bodyHtml !== null && { html: row.bodyHtml }),
  };
}

/**
 * Once a delivery is over, sent or failed, the row keeps who, what subject and how it went, but
 * not the text: a reset code must not outlive its e-mail in the database.
 */
const withoutBody = { bodyText: '', bodyHtml: null } as const;

/** Marks delivered e-mails sent, in one statement. */
export async function markOutboxEmailsSent(
  db: Executor,
  ids: readonly number[],
  sentAt: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('emailOutbox')
    .set((eb) => ({
      ...withoutBody,
      status: 'sent',
      sentAt,
      lastError: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', sql<number>`any(${ids}::integer[])`)
    .execute();
}

export async function markOutboxEmailFailed(
  db: Executor,
  id: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set((eb) => ({
      ...withoutBody,
      status: 'failed',
      lastError: error,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** E-mails recorded before `before` and never handed over: their process died first. */
export function pendingOutboxEmails(db: Executor, before: Date): Promise<EmailOutboxRow[]> {
  return db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('createdAt', '<', before)
    .orderBy('id')
    .execute();
}
