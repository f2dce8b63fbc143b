import type { DB } from '@coinvest/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { JobTask } from '../../lib/jobs/job-queue.plugin';
import { maskEmail, maskEmailsIn } from '../../lib/logger';
import { renderEmail, type EmailContent } from './email-layout';
import {
  DELIVER_EMAIL,
  EMAIL_DELIVERY_ATTEMPTS,
  insertOutboxEmail,
  markOutboxEmailFailed,
  markOutboxEmailsSent,
  outboxEmailToDeliver,
  recordedMessage,
} from './outbox.repository';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The part of a nodemailer transport we use; the log and file drivers are transports too. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    /** The same for every attempt at one e-mail, so a receiver can drop a copy sent twice. */
    messageId: string;
  }): Promise<unknown>;
  close?(): void;
}

export interface EmailService {
  /**
   * Renders the e-mail in the platform's layout (an HTML and a plain-text part) and records it
   * in the outbox with its delivery job; a worker hands it to the transport.
   * Delivery never delays or fails the caller's answer.
   */
  send(content: EmailContent): Promise<void>;
  /** Waits until no e-mail is being delivered or due for delivery (tests). */
  settled(): Promise<void>;
}

export interface EmailDeliveryOptions {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  from: string;
  transport: MailTransport;
  /** The MAIL_DRIVER, named in the log line of each delivery. */
  driver: string;
}

/** `<outbox id>.<recorded at>@<the sender's domain>`: one per e-mail, whatever the attempt. */
export function messageIdOf(email: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${email.id}.${email.createdAt.getTime()}@${domain}>`;
}

/**
 * Delivers one e-mail of the outbox. Claimed by one worker at a time; a sent e-mail is not sent
 * again when its job runs twice. A failed attempt throws, so the queue retries it with backoff;
 * the last one leaves the e-mail `failed` with its text, for an admin's retry of the job.
 */
export function deliverEmailTask({
  db,
  log,
  from,
  transport,
  driver,
}: EmailDeliveryOptions): JobTask<{ emailId: number }> {
  return {
    name: DELIVER_EMAIL,
    payload: z.object({ emailId: z.number().int().positive() }),
    maxAttempts: EMAIL_DELIVERY_ATTEMPTS,
    async run({ emailId }, { attempt, isLast }) {
      const email = await outboxEmailToDeliver(db, emailId);
      // Sent already (a job run twice), or purged.
      if (!email) return;
      // The log never carries a mail's text (a reset code) nor a full address.
      const logged = { emailId, to: maskEmail(email.toAddress), subject: email.subject, driver };
      try {
        await transport.sendMail({
          from,
          ...recordedMessage(email),
          messageId: messageIdOf(email, from),
        });
      } catch (error) {
        const failure = maskEmailsIn(error instanceof Error ? error.message : String(error));
        await markOutboxEmailFailed(db, emailId, failure, { isLast });
        if (isLast) log.error({ ...logged, attempt, reason: failure }, 'E-mail delivery failed');
        else log.warn({ ...logged, attempt, reason: failure }, 'E-mail delivery failed; retrying');
        throw new Error(failure, { cause: error });
      }
      await markOutboxEmailsSent(db, [emailId], new Date());
      log.info(logged, 'E-mail sent');
    },
  };
}

export function createEmailService(
  db: Kysely<DB>,
  supportEmail: string,
  settled: () => Promise<void>,
): EmailService {
  return {
    async send(content) {
      await insertOutboxEmail(db, renderEmail(content, supportEmail));
    },
    settled,
  };
}
