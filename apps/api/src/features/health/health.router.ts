import { contract, ERROR_CODES, HEALTH_MESSAGES, HTTP_MESSAGES } from '@coinvest/contract';
import { pendingMigrations } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { APP_VERSION } from '../../version';
import { pingDatabase } from './health.repository';

// A database that does not answer must not leave a health check hanging (a probe's own
// timeout is typically 1 to 10 s).
export const DATABASE_CHECK_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const notReady = (message: string) => ({
  status: 503 as const,
  body: { message, errorCode: ERROR_CODES.serviceUnavailable },
});

/**
 * GET /api/health (kept for existing callers), /api/health/live and /api/health/ready. None is
 * rate limited: probes call them every few seconds from one address.
 */
export function healthRouter(app: FastifyInstance) {
  // Set as soon as app.close() starts (preClose runs before the server stops listening), so a
  // readiness check still running then answers 503. Requests that arrive during the close get
  // Fastify's own 503 (return503OnClosing) and new connections are refused.
  let shuttingDown = false;
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });

  return s.router(contract.health, {
    health: async ({ request }) => {
      try {
        await withTimeout(pingDatabase(app.db), DATABASE_CHECK_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'Health check: the database did not answer');
        return {
          status: 503,
          body: {
            message: HTTP_MESSAGES.databaseUnavailable,
            errorCode: ERROR_CODES.serviceUnavailable,
          },
        };
      }
      return { status: 200, body: { status: 'ok', database: 'ok', version: APP_VERSION } };
    },

    live: () => Promise.resolve({ status: 200, body: { status: 'ok' } }),

    ready: async ({ request }) => {
      if (shuttingDown) return notReady(HEALTH_MESSAGES.shuttingDown);
      let pending: string[];
      try {
        // Answering this query is the database check too.
        pending = await withTimeout(pendingMigrations(app.db), DATABASE_CHECK_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'Readiness check: the database did not answer');
        return notReady(HEALTH_MESSAGES.databaseUnavailable);
      }
      if (pending.length > 0) {
        request.log.warn({ pending }, 'Readiness check: migrations not applied');
        return notReady(`${HEALTH_MESSAGES.migrationsPending}: ${pending.join(', ')}`);
      }
      if (shuttingDown) return notReady(HEALTH_MESSAGES.shuttingDown);
      return { status: 200, body: { status: 'ok', database: 'ok', migrations: 'ok' } };
    },
  });
}
