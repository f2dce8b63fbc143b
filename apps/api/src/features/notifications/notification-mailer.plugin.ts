import { EMAIL_TEXTS } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodicJob } from '../../lib/periodic-job';
import { findLanguagesOfUsers, findUserById } from '../users/users.repository';
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
 * Takes queued notification e-mails off the queue (one statement, so two instances never take
 * the same one) and sends each through the e-mail service, which records it in the outbox, in
 * the recipient's language as saved now.
 */
async function sendQueuedEmails(app: FastifyInstance): Promise<number> {
  const queued = await takeQueuedEmails(app.db, BATCH);
  const languages = await findLanguagesOfUsers(
    app.db,
    queued.map((row) => row.userId),
  );
  for (const row of queued) {
    const user = await findUserById(app.db, row.userId);
    if (!user) continue;
    const language = languages.get(row.userId);
    const { title, message } = renderStoredText(row, language);
    await app.email.send({
      to: user.email,
      ...EMAIL_TEXTS.notification({ firstName: user.firstName, title, message }, language),
    });
  }
  return queued.length;
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
