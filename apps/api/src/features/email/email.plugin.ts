import fp from 'fastify-plugin';
import { createEmailService, type EmailService, type MailTransport } from './email.service';
import { mailTransportFor } from './mail-transports';
import { pendingOutboxEmails, recordedMessage } from './outbox.repository';

declare module 'fastify' {
  interface FastifyInstance {
    email: EmailService;
  }
}

export interface EmailPluginOptions {
  /** Replaces the configured driver's transport (tests). */
  transport?: MailTransport;
}

export const emailPlugin = fp<EmailPluginOptions>(
  (app, options, done) => {
    const { delivery, from } = app.config.mail;
    const email = createEmailService({
      db: app.db,
      log: app.log,
      from,
      transport: options.transport ?? mailTransportFor(delivery),
      driver: options.transport ? 'test' : delivery.driver,
    });
    app.decorate('email', email);
    // Recorded in a committed transaction but never handed over when the last process died
    // (docs/decisions.md, "Reservations under contention"): delivered now, at least once. Not
    // awaited: a database that is down or silent at start-up must not keep the API from
    // answering (its readiness probe says so), and the next start retries.
    const startedAt = new Date();
    app.addHook('onReady', (ready) => {
      pendingOutboxEmails(app.db, startedAt)
        .then((rows) => {
          for (const row of rows) {
            email.deliverRecorded(row.id, recordedMessage(row));
          }
        })
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'Recorded e-mails could not be read at start-up'),
        );
      ready();
    });
    app.addHook('onClose', () => email.close());
    done();
  },
  { name: 'email', dependencies: ['database'] },
);
