import type { DB } from '@coinvest/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { insertOutboxEmail, markOutboxEmailFailed, markOutboxEmailSent } from './outbox.repository';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The part of a nodemailer transport we use, so tests can hand in their own. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
  close?(): void;
}

export interface EmailService {
  /**
   * Records the e-mail in the outbox, then delivers it over SMTP in the background when a
   * transport is configured. Without one it stays 'pending' and its text goes to the log,
   * so a developer can read it. Delivery never delays or fails the caller's answer.
   */
  send(message: EmailMessage): Promise<void>;
  /** Waits for deliveries under way; called when the app closes. */
  close(): Promise<void>;
}

export interface EmailServiceOptions {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  from: string;
  transport: MailTransport | undefined;
}

export function createEmailService({
  db,
  log,
  from,
  transport,
}: EmailServiceOptions): EmailService {
  const deliveries = new Set<Promise<void>>();

  async function deliver(id: number, message: EmailMessage, smtp: MailTransport): Promise<void> {
    try {
      await smtp.sendMail({ from, ...message });
      await markOutboxEmailSent(db, id, new Date());
      log.info({ emailId: id, to: message.to }, 'E-mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ emailId: id, to: message.to, reason }, 'E-mail delivery failed');
      await markOutboxEmailFailed(db, id, reason).catch((markError: unknown) =>
        log.error({ err: markError, emailId: id }, 'Could not record the failed delivery'),
      );
    }
  }

  return {
    async send(message) {
      const row = await insertOutboxEmail(db, {
        toAddress: message.to,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html ?? null,
      });
      if (!transport) {
        log.info(
          { emailId: row.id, to: message.to, subject: message.subject },
          `E-mail kept in the outbox (SMTP_URL is not set). To: ${message.to}. Subject: ${message.subject}\n${message.text}`,
        );
        return;
      }
      const delivery = deliver(row.id, message, transport).finally(() =>
        deliveries.delete(delivery),
      );
      deliveries.add(delivery);
    },

    async close() {
      await Promise.allSettled([...deliveries]);
      transport?.close?.();
    },
  };
}
