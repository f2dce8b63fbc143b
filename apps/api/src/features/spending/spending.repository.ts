import type { PaidService } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/**
 * Adds amount to the service's use on day if the total stays within budget, in one statement
 * so concurrent calls on any instance never spend past it. False: nothing was added.
 */
export async function addWithinBudget(
  db: Executor,
  service: PaidService,
  day: string,
  amount: number,
  budget: number,
): Promise<boolean> {
  if (amount > budget) return false;
  const row = await db
    .insertInto('paidServiceSpending')
    .values({ service, day, used: amount })
    .onConflict((conflict) =>
      conflict
        .columns(['service', 'day'])
        .doUpdateSet({ used: sql<number>`paid_service_spending.used + excluded.used` })
        .where(sql<boolean>`paid_service_spending.used + excluded.used <= ${budget}`),
    )
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the day's budget as spent; true only for the first caller of the day. */
export async function markExhausted(
  db: Executor,
  service: PaidService,
  day: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('paidServiceSpending')
    .values({ service, day, used: 0, exhaustedAt: now })
    .onConflict((conflict) =>
      conflict
        .columns(['service', 'day'])
        .doUpdateSet({ exhaustedAt: now })
        .where('paidServiceSpending.exhaustedAt', 'is', null),
    )
    .returning('exhaustedAt')
    .executeTakeFirst();
  return row !== undefined;
}
