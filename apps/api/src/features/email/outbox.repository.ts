import type { EmailOutboxRow, NewEmailOutbox } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import { addJob } from '../../lib/jobs/jobs.repository';
import type { EmailMessage } from './email.service';

/** The job that delivers one recorded e-mail (insertOutboxEmail adds it). */
export const DELIVER_EMAIL = 'deliver-email';
/**
 * Attempts before a delivery fails for good; with graphile-worker's backoff (e^attempt
 * seconds) the last comes about half an hour after the first.
 */
export const EMAIL_DELIVERY_ATTEMPTS = 8;

/** The outbox row of an e-mail: what recordedMessage reads back. */
function outboxRowOf(message: EmailMessage): NewEmailOutbox {
  return {
    toAddress: message.to,
    subject: message.subject,
    bodyText: message.text,
    bodyHtml: message.html ?? null,
  };
}

/** Each recorded e-mail's delivery job, in the same transaction as its row. */
async function addDeliveryJobs(db: Executor, rows: readonly EmailOutboxRow[]): Promise<void> {
  for (const row of rows) {
    await addJob(
      db,
      DELIVER_EMAIL,
      { emailId: row.id },
      { maxAttempts: EMAIL_DELIVERY_ATTEMPTS, jobKey: `${DELIVER_EMAIL}:${row.id}` },
    );
  }
}

/**
 * Records e-mails with their delivery jobs: both or neither. In the caller's transaction when
 * it is given one, so an e-mail goes out only if the work that wrote it commits.
 */
export async function insertOutboxEmails(
  db: Executor,
  messages: readonly EmailMessage[],
): Promise<EmailOutboxRow[]> {
  if (messages.length === 0) return [];
  const record = async (trx: Executor) => {
    const rows = await trx
      .insertInto('emailOutbox')
      .values(messages.map(outboxRowOf))
      .returningAll()
      .execute();
    await addDeliveryJobs(trx, rows);
    return rows;
  };
  return db.isTransaction ? record(db) : db.transaction().execute(record);
}

export async function insertOutboxEmail(
  db: Executor,
  message: EmailMessage,
): Promise<EmailOutboxRow> {
  const [row] = await insertOutboxEmails(db, [message]);
  if (!row) throw new Error('The e-mail was not recorded');
  return row;
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
 * Once an e-mail is sent, the row keeps who, what subject and how it went, but not the text: a
 * reset code must not outlive its e-mail in the database.
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

/**
 * A failed attempt: the e-mail stays `pending` for the next one; after the last it is `failed`,
 * its text kept so that an admin's retry of the job can still send it (the retention purge
 * removes it after a while).
 */
export async function markOutboxEmailFailed(
  db: Executor,
  id: number,
  error: string,
  { isLast }: { isLast: boolean },
): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set((eb) => ({
      ...(isLast && { status: 'failed' as const }),
      lastError: error,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** The e-mail to deliver, unless it was sent already. */
export function outboxEmailToDeliver(
  db: Executor,
  id: number,
): Promise<EmailOutboxRow | undefined> {
  return db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('id', '=', id)
    .where('status', '!=', 'sent')
    .executeTakeFirst();
}

/**
 * E-mails recorded before their job existed (by a version without the job queue) get one; the
 * job key leaves those that have one alone.
 */
export async function addMissingDeliveryJobs(db: Executor): Promise<void> {
  const stranded = await db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  await addDeliveryJobs(db, stranded);
}
