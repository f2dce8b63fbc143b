import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { createEmailService, type EmailService, type MailTransport } from './email.service';

declare module 'fastify' {
  interface FastifyInstance {
    email: EmailService;
  }
}

export interface EmailPluginOptions {
  /** Replaces the SMTP transport (tests); by default one is built from SMTP_URL when set. */
  transport?: MailTransport;
}

export const emailPlugin = fp<EmailPluginOptions>(
  (app, options, done) => {
    const { smtpUrl, from } = app.config.mail;
    const transport =
      options.transport ?? (smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined);
    const email = createEmailService({ db: app.db, log: app.log, from, transport });
    app.decorate('email', email);
    app.addHook('onClose', () => email.close());
    done();
  },
  { name: 'email', dependencies: ['database'] },
);
