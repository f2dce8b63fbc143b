import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './executor';

export interface CallCount {
  /** Calls in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * The statement that counts one call under a key, atomically whatever the number of API
 * instances: the first call (or the first after the window ended) starts a window of
 * timeWindowMs at 1, every other call adds 1 to the running window. With `when`, the call is
 * counted only if it holds (the statement then returns no row), so another statement can embed it.
 */
export function countCallStatement(
  key: string,
  timeWindowMs: number,
  when: RawBuilder<boolean> = sql<boolean>`true`,
): RawBuilder<CallCount> {
  // The WHERE is also what lets ON CONFLICT follow an INSERT ... SELECT unambiguously.
  return sql<CallCount>`
    insert into rate_limits as r (key, count, expires_at)
    select ${key}, 1, now() + ${timeWindowMs}::integer * interval '1 millisecond' where ${when}
    on conflict (key) do update set
      count = case when r.expires_at <= now() then 1 else r.count + 1 end,
      expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
    returning
      count as current,
      greatest(0, ceil(extract(epoch from r.expires_at - now()) * 1000))::integer as ttl`;
}

/** Counts one call under a key (countCallStatement). */
export async function countCall(
  db: Executor,
  key: string,
  timeWindowMs: number,
): Promise<CallCount> {
  const { rows } = await countCallStatement(key, timeWindowMs).execute(db);
  const [row] = rows;
  if (!row) throw new Error('The rate-limit count returned no row');
  return row;
}

/** The calls counted under a key in its running window, without counting one; 0 when none. */
export async function readCallCount(db: Executor, key: string): Promise<CallCount> {
  const row = await db
    .selectFrom('rateLimits')
    .select([
      'count as current',
      sql<number>`greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::integer`.as(
        'ttl',
      ),
    ])
    .where('key', '=', key)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ?? { current: 0, ttl: 0 };
}

/** Deletes the counts whose window has ended; the next call under their key starts afresh. */
export async function pruneExpiredCounts(db: Executor): Promise<number> {
  const result = await db
    .deleteFrom('rateLimits')
    .where('expiresAt', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
