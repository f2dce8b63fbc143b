import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outboxDrain } from '../../lib/periodic-job';
import { handlePasswordResetRequests } from './password-reset.service';
import {
  deletePasswordResetRequests,
  lockPasswordResetRequests,
} from './password-reset-requests.repository';

/** How often each instance looks for requests left behind (by an instance that died). */
const SWEEP_INTERVAL_MS = 5_000;
const BATCH = 20;

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetRequests: {
      /** Handles the forgot-password requests waiting; joins a run under way, which reads again. */
      drain(): Promise<void>;
      /** Starts a drain after the current request's answer, without waiting for it. */
      schedule(): void;
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
 * The forgot-password work kept out of the request: the request only records what was asked,
 * the same whether an account has the address or not, and this job looks the account up,
 * makes the code and mails it (docs/decisions.md, "Forgot-password answers alike"). It runs
 * after each request, at start-up and every few seconds (what another instance left).
 */
export const passwordResetRequestsPlugin = fp(
  (app, _options, done) => {
    const drain = outboxDrain(app, {
      name: 'Password reset requests',
      sweepIntervalMs: SWEEP_INTERVAL_MS,
      batchSize: BATCH,
      drainBatch: () => drainBatch(app),
    });
    app.decorate('passwordResetRequests', {
      drain,
      schedule: () => setImmediate(() => void drain()),
    });
    done();
  },
  { name: 'password-reset-requests', dependencies: ['database', 'email'] },
);
