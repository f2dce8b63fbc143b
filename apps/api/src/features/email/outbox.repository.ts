import type { EmailOutboxRow, NewEmailOutbox } from '@coinvest/db';
import type { Executor } from '../../lib/executor';
import type { EmailMessage } from './email.service';

export function insertOutboxEmail(db: Executor, email: NewEmailOutbox): Promise<EmailOutboxRow> {
  return db.insertInto('emailOutbox').values(email).returningAll().executeTakeFirstOrThrow();
}

export async function insertOutboxEmails(
  db: Executor,
  emails: readonly NewEmailOutbox[],
): Promise<EmailOutboxRow[]> {
  if (emails.length === 0) return [];
  return db.insertInto('emailOutbox').values(emails).returningAll().execute();
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

export async function markOutboxEmailSent(db: Executor, id: number, sentAt: Date): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set((eb) => ({
      ...withoutBody,
      status: 'sent',
      sentAt,
      lastError: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
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
