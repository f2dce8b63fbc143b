import { EMAIL_TEXTS } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodicJob } from '../../lib/periodic-job';
import { insertOutboxEmails, recordedMessage } from '../email/outbox.repository';
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
 * Takes queued notification e-mails off the queue and records each in the outbox, in the
 * recipient's language as saved now, in one transaction; then hands them to the transport. A
 * process that dies after the commit leaves them pending in the outbox, which the next start
 * sends (email.plugin.ts); one that dies before it leaves them in the queue.
 */
async function sendQueuedEmails(app: FastifyInstance): Promise<number> {
  const { taken, recorded } = await app.db.transaction().execute(async (trx) => {
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
    return { taken: queued.length, recorded: await insertOutboxEmails(trx, emails) };
  });
  for (const row of recorded) app.email.deliverRecorded(row.id, recordedMessage(row));
  return taken;
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
