import { contract, ERROR_CODES, HTTP_MESSAGES } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { s } from '../../lib/ts-rest';
import { APP_VERSION } from '../../version';

// A database that does not answer must not leave the health check hanging.
const DATABASE_CHECK_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function healthRouter(app: FastifyInstance) {
  return s.router(contract.health, {
    health: async ({ request }) => {
      try {
        await withTimeout(sql`select 1`.execute(app.db), DATABASE_CHECK_TIMEOUT_MS);
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
  });
}
