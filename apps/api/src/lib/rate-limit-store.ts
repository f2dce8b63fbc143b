import type { DB } from '@coinvest/db';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { countCall, type CallCount } from './rate-limit.repository';

/**
 * A @fastify/rate-limit store on PostgreSQL, so every API instance counts against the same
 * budget. Keys already name their limit (lib/rate-limit.ts), so every route's child store is
 * the same store.
 */
export function postgresRateLimitStore(db: Kysely<DB>): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: CallCount) => void,
      timeWindow: number,
    ): void {
      countCall(db, key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
