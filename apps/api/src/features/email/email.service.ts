import type { DB } from '@coinvest/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { maskEmail, maskEmailsIn } from '../../lib/logger';
import {
  insertOutboxEmail,
  markOutboxEmailFailed,
  markOutboxEmailsSent,
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
  }): Promise<unknown>;
  close?(): void;
}

export interface EmailService {
  /**
   * Records the e-mail in the outbox and hands it to the transport in the background.
   * Delivery never delays or fails the caller's answer.
   */
  send(message: EmailMessage): Promise<void>;
  /**
   * Hands to the transport an e-mail the caller already recorded in the outbox inside its own
   * transaction (insertOutboxEmail), once that transaction has committed.
   */
  deliverRecorded(id: number, message: EmailMessage): void;
  /** Waits for the deliveries under way (sent or failed). */
  settled(): Promise<void>;
  /** Waits for deliveries under way, then closes the transport; called when the app closes. */
  close(): Promise<void>;
}

export interface EmailServiceOptions {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  from: string;
  transport: MailTransport;
  /** The MAIL_DRIVER, named in the log line of each delivery. */
  driver: string;
}

/**
 * Deliveries handed to the transport at once; the rest wait their turn in memory (still
 * `pending` in the outbox, so a restart sends them). A batch of reservations' e-mails handed
 * over together must not take the connections the requests need (docs/decisions.md, "E-mail
 * deliveries take at most two connections").
 */
const CONCURRENT_DELIVERIES = 2;

/**
 * Marks sent e-mails in batches, one statement at a time: the deliveries that finish while a
 * write is under way are written together by the next, so a burst of e-mails takes one
 * connection and a few statements, not one of each per e-mail. Resolves each caller once its
 * row is written.
 */
function sentMarker(db: Kysely<DB>): (id: number) => Promise<void> {
  let queued: { id: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;
  async function write(): Promise<void> {
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      try {
        await markOutboxEmailsSent(
          db,
          batch.map((each) => each.id),
          new Date(),
        );
        for (const each of batch) each.resolve();
      } catch (error) {
        for (const each of batch) each.reject(error);
      }
    }
    writing = false;
  }
  return (id) =>
    new Promise<void>((resolve, reject) => {
      queued.push({ id, resolve, reject });
      if (writing) return;
      writing = true;
      // After this turn of the event loop, so the deliveries that finish in it go together.
      setImmediate(() => void write());
    });
}

export function createEmailService({
  db,
  log,
  from,
  transport,
  driver,
}: EmailServiceOptions): EmailService {
  const deliveries = new Set<Promise<void>>();
  let active = 0;
  const waiting: (() => void)[] = [];

  const markSent = sentMarker(db);

  // The log never carries a mail's text (a reset code) nor a full address.
  async function deliver(id: number, message: EmailMessage): Promise<void> {
    const logged = { emailId: id, to: maskEmail(message.to), subject: message.subject, driver };
    let failure: string | undefined;
    if (active < CONCURRENT_DELIVERIES) active += 1;
    // A finished delivery hands its turn straight to the next, so the count never overshoots.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await transport.sendMail({ from, ...message });
    } catch (error) {
      failure = maskEmailsIn(error instanceof Error ? error.message : String(error));
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
    if (failure === undefined) {
      await markSent(id).then(
        () => log.info(logged, 'E-mail sent'),
        // Still pending in the outbox: the next start sends it again (at least once).
        (error: unknown) =>
          log.error({ err: error, emailId: id }, 'Could not record the sent e-mail'),
      );
      return;
    }
    log.error({ ...logged, reason: failure }, 'E-mail delivery failed');
    await markOutboxEmailFailed(db, id, failure).catch((markError: unknown) =>
      log.error({ err: markError, emailId: id }, 'Could not record the failed delivery'),
    );
  }

  return {
    async send(message) {
      const row = await insertOutboxEmail(db, message);
      const delivery = deliver(row.id, message).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },

    deliverRecorded(id, message) {
      const delivery = deliver(id, message).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },

    async settled() {
      await Promise.allSettled([...deliveries]);
    },

    async close() {
      await this.settled();
      transport.close?.();
    },
  };
}
