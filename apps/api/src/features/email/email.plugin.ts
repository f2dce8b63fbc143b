import fp from 'fastify-plugin';
import {
  createEmailService,
  deliverEmailTask,
  type EmailService,
  type MailTransport,
} from './email.service';
import { mailTransportFor } from './mail-transports';
import { addMissingDeliveryJobs, DELIVER_EMAIL } from './outbox.repository';

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
    const { delivery, from, supportEmail } = app.config.mail;
    const transport = options.transport ?? mailTransportFor(delivery);
    app.jobs.define(
      deliverEmailTask({
        db: app.db,
        log: app.log,
        from,
        transport,
        driver: options.transport ? 'test' : delivery.driver,
      }),
    );
    app.decorate(
      'email',
      createEmailService(app.db, supportEmail, () => app.jobs.settled([DELIVER_EMAIL])),
    );
    // Not awaited: a database that is down or silent at start-up must not keep the API from
    // answering (its readiness probe says so); the next start retries.
    app.addHook('onReady', (ready) => {
      addMissingDeliveryJobs(app.db).catch((error: unknown) =>
        app.log.error({ err: error }, 'Recorded e-mails could not be queued at start-up'),
      );
      ready();
    });
    // Once the worker has stopped, no delivery is under way.
    app.addHook('onClose', async () => {
      await app.jobs.stop();
      transport.close?.();
    });
    done();
  },
  { name: 'email', dependencies: ['database', 'job-queue'] },
);
