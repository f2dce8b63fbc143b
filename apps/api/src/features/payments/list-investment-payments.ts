import { INVESTMENT_MESSAGES, type TInvestmentPayment } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../lib/access/request-user';
import { toInvestmentPayment } from './payments.mapper';
import { listPaymentsOfInvestment } from './payments.repository';

/** The payments of the caller's own investment, newest first; someone else's is not found. */
export async function listInvestmentPayments(
  ctx: Pick<FastifyInstance, 'db'>,
  user: AuthUser,
  investmentId: number,
): Promise<TInvestmentPayment[]> {
  const investment = await ctx.db
    .selectFrom('investments')
    .select('userId')
    .where('id', '=', investmentId)
    .executeTakeFirst();
  if (!investment || investment.userId !== user.id) {
    throw new NotFoundError(INVESTMENT_MESSAGES.notFound);
  }
  const rows = await listPaymentsOfInvestment(ctx.db, investmentId);
  return rows.map(toInvestmentPayment);
}
