import { EMAIL_TEXTS } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineOutboxDrain } from '../../lib/jobs/outbox-drain';
import { renderEmail } from '../email/email-layout';
import { insertOutboxEmails } from '../email/outbox.repository';
import { renderStoredText } from './notification.mapper';
import { SEND_NOTIFICATION_EMAILS, takeQueuedEmails } from './notification-email-queue.repository';

const BATCH = 50;

declare module 'fastify' {
  interface FastifyInstance {
    notificationMailer: {
      /** Asks for a run of the job and resolves once every e-mail queued so far is recorded. */
      run(): Promise<void>;
    };
  }
}

/**
 * Takes queued notification e-mails off the queue and records each in the outbox with its
 * delivery job, in the recipient's language as saved now, in one transaction: a process that
 * dies before the commit leaves them in the queue.
 */
async function sendQueuedEmails(app: FastifyInstance): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    const queued = await takeQueuedEmails(trx, BATCH);
    const emails = queued.map((row) => {
      const { title, message } = renderStoredText(row, row.preferredLanguage);
      return renderEmail(
        {
          to: row.email,
          ...EMAIL_TEXTS.notification(
            { firstName: row.firstName, title, message },
            row.preferredLanguage,
          ),
        },
        app.config.mail.supportEmail,
      );
    });
    await insertOutboxEmails(trx, emails);
    return queued.length;
  });
}

/**
 * A job of the queue takes the notification e-mails off their queue: the event that queues them
 * adds it in its transaction, so a worker takes them at once; a sweep every minute takes what a
 * killed or failed run left.
 */
export const notificationMailerPlugin = fp(
  (app, _options, done) => {
    const run = defineOutboxDrain(app, {
      name: SEND_NOTIFICATION_EMAILS,
      batchSize: BATCH,
      drainBatch: () => sendQueuedEmails(app),
    });
    app.decorate('notificationMailer', { run });
    done();
  },
  { name: 'notification-mailer', dependencies: ['database', 'job-queue', 'email'] },
);
