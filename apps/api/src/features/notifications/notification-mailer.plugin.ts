import { EMAIL_TEXTS } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodicJob } from '../../lib/periodic-job';
import { insertOutboxEmails } from '../email/outbox.repository';
import { renderStoredText } from './notification.mapper';
import { takeQueuedEmails } from './notification-email-queue.repository';

/** How often each instance hands queued notification e-mails to the outbox. */
const MAILER_INTERVAL_MS = 2_000;
const BATCH = 50;

declare module 'fastify' {
  interface FastifyInstance {
    notificationMailer: { run(): Promise<void> };
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
      return {
        to: row.email,
        ...EMAIL_TEXTS.notification(
          { firstName: row.firstName, title, message },
          row.preferredLanguage,
        ),
      };
    });
    await insertOutboxEmails(trx, emails);
    return queued.length;
  });
}

export const notificationMailerPlugin = fp(
  (app, _options, done) => {
    const job = periodicJob(app, {
      name: 'Notification e-mails',
      intervalMs: MAILER_INTERVAL_MS,
      run: async () => {
        while ((await sendQueuedEmails(app)) === BATCH);
      },
    });
    app.decorate('notificationMailer', job);
    done();
  },
  { name: 'notification-mailer', dependencies: ['database', 'email'] },
);
