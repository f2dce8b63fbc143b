import fp from 'fastify-plugin';
import { createEmailService, type EmailService, type MailTransport } from './email.service';
import { mailTransportFor } from './mail-transports';
import { pendingOutboxEmails } from './outbox.repository';

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
    // (docs/decisions.md, "Reservations under contention"): delivered now, at least once.
    const startedAt = new Date();
    app.addHook('onReady', async () => {
      for (const row of await pendingOutboxEmails(app.db, startedAt)) {
        email.deliverRecorded(row.id, {
          to: row.toAddress,
          subject: row.subject,
          text: row.bodyText,
          ...(row.bodyHtml !== null && { html: row.bodyHtml }),
        });
      }
    });
    app.addHook('onClose', () => email.close());
    done();
  },
  { name: 'email', dependencies: ['database'] },
);
