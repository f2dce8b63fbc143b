import { INVESTMENT_MESSAGES, type TInvestmentPayment } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../lib/access/request-user';
import { findInvestmentOwnerId } from '../investments/investments.repository';
import { toInvestmentPayment } from './payments.mapper';
import { listPaymentsOfInvestment } from './payments.repository';
import { settlePayment } from './settle-payment';

/**
 * The payments of the caller's own investment, newest first; someone else's is not found. A
 * payment still pending is first asked about at the provider: an investor back from a failed or
 * abandoned checkout gets no notification, and would otherwise read "confirming" until the
 * verification job's next pass.
 */
export async function listInvestmentPayments(
  ctx: Pick<FastifyInstance, 'db' | 'paystack' | 'log'>,
  user: AuthUser,
  investmentId: number,
): Promise<TInvestmentPayment[]> {
  if ((await findInvestmentOwnerId(ctx.db, investmentId)) !== user.id) {
    throw new NotFoundError(INVESTMENT_MESSAGES.notFound);
  }
  const rows = await listPaymentsOfInvestment(ctx.db, investmentId);
  const pending = rows.filter((row) => row.status === 'pending');
  if (pending.length === 0) return rows.map(toInvestmentPayment);
  for (const { reference } of pending) {
    // The provider's silence or outage leaves the payment pending; the read still answers.
    await settlePayment(ctx, reference).catch((error: unknown) =>
      ctx.log.warn({ err: error, reference }, 'A pending payment could not be verified'),
    );
  }
  return (await listPaymentsOfInvestment(ctx.db, investmentId)).map(toInvestmentPayment);
}
