import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineOutboxDrain } from '../../lib/jobs/outbox-drain';
import { handlePasswordResetRequests } from './password-reset.service';
import {
  deletePasswordResetRequests,
  HANDLE_PASSWORD_RESET_REQUESTS,
  lockPasswordResetRequests,
} from './password-reset-requests.repository';

const BATCH = 20;

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetRequests: {
      /** Asks for a run of the job and resolves once every request recorded so far is handled. */
      drain(): Promise<void>;
    };
  }
}

/**
 * One batch in one transaction: the codes and their e-mails (with their delivery jobs) land with
 * the rows' deletion.
 */
async function drainBatch(app: FastifyInstance): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    const rows = await lockPasswordResetRequests(trx, BATCH);
    if (rows.length === 0) return 0;
    await handlePasswordResetRequests(app, trx, rows);
    await deletePasswordResetRequests(
      trx,
      rows.map((row) => row.id),
    );
    return rows.length;
  });
}

/**
 * The forgot-password work kept out of the request: the request only records what was asked, the
 * same whether an account has the address or not, with this job, which looks the account up, makes
 * the code and mails it (docs/adr/0037-forgot-password-answers-alike.md). A worker takes it at
 * once; a sweep every minute takes what a killed or failed run left.
 */
export const passwordResetRequestsPlugin = fp(
  (app, _options, done) => {
    const drain = defineOutboxDrain(app, {
      name: HANDLE_PASSWORD_RESET_REQUESTS,
      batchSize: BATCH,
      drainBatch: () => drainBatch(app),
    });
    app.decorate('passwordResetRequests', { drain });
    done();
  },
  { name: 'password-reset-requests', dependencies: ['database', 'job-queue', 'email'] },
);
