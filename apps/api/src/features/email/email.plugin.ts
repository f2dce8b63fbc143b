import fp from 'fastify-plugin';
import { createEmailService, type EmailService, type MailTransport } from './email.service';
import { mailTransportFor } from './mail-transports';

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
    app.addHook('onClose', () => email.close());
    done();
  },
  { name: 'email', dependencies: ['database'] },
);
