import type { FastifyInstance } from 'fastify';
import { lockOverdueInvestments, tryExpiryJobLock } from './investments.repository';
import { releaseReservation } from './pending-investment';

type Context = Pick<FastifyInstance, 'db'>;

/**
 * Expires every unpaid investment past its deadline at `now`. One run at a time does it (a
 * transaction-scoped advisory lock): another, beside the scheduled job, returns 0 at once.
 */
export async function expireOverdueInvestments(
  ctx: Context,
  now: Date = new Date(),
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await tryExpiryJobLock(trx))) return 0;
    const overdue = await lockOverdueInvestments(trx, now);
    for (const investment of overdue) await releaseReservation(trx, investment, 'expired');
    return overdue.length;
  });
}
