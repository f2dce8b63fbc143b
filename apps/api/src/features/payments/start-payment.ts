import { randomBytes } from 'node:crypto';
import {
  INVESTMENT_MESSAGES,
  PAYMENT_CURRENCY,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES as M,
  paymentReturnPath,
  type TStartedPayment,
  type TStartPaymentBody,
} from '@coinvest/contract';
import { toMoneyString } from '@coinvest/contract/decimal';
import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../lib/errors';
import type { AuthUser } from '../../lib/access/request-user';
import { findRate } from '../currency-rates/currency-rates.repository';
import { lockInvestment } from '../investments/investments.repository';
import { findUserById } from '../users/users.repository';
import { cediCharge } from './charge-amount';
import { insertPayment, updatePayment } from './payments.repository';
import { PaystackError } from './paystack';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'paystack' | 'log'>;

/** Ours, unique, and only letters, digits and '-' as the provider accepts. */
function paymentReference(): string {
  return `PAY-${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * Starts paying the caller's own investment awaiting payment through the provider: its dollar
 * amount in cedis at the day's rate (docs/product-rules.md, Paying through the provider), a
 * pending payment written before the provider is asked, so a payment the provider knows is
 * never one we do not, then the provider's checkout address. Someone else's investment is
 * not found, as on every investment route.
 */
export async function startPayment(
  ctx: Context,
  user: AuthUser,
  investmentId: number,
  input: TStartPaymentBody,
): Promise<TStartedPayment> {
  const paystack = ctx.paystack;
  if (ctx.config.payments.bankTransferOnly || !paystack) {
    throw new ConflictError(M.bankTransferOnly, {
      errorCode: PAYMENT_ERROR_CODES.bankTransferOnly,
    });
  }
  const { payment, email, charge, rate } = await ctx.db.transaction().execute(async (trx) => {
    const investment = await lockInvestment(trx, investmentId);
    if (!investment || investment.userId !== user.id) {
      throw new NotFoundError(INVESTMENT_MESSAGES.notFound);
    }
    if (investment.status !== 'pending_payment') throw new ConflictError(M.notPending);
    const rate = await findRate(trx, PAYMENT_CURRENCY);
    if (rate === undefined) throw new ServiceUnavailableError(M.noRate);
    const investor = await findUserById(trx, user.id);
    if (!investor) throw new NotFoundError(INVESTMENT_MESSAGES.notFound);
    const charge = cediCharge(investment.amount, rate);
    const inserted = await insertPayment(trx, {
      investmentId,
      userId: user.id,
      reference: paymentReference(),
      provider: 'paystack',
      channel: input.channel,
      amountMinor: charge.amountMinor.toString(),
      currency: PAYMENT_CURRENCY,
      rate,
      investmentAmount: investment.amount,
    });
    return { payment: inserted, email: investor.email, charge, rate };
  });

  let authorizationUrl: string;
  try {
    ({ authorizationUrl } = await paystack.initialize({
      email,
      amountMinor: BigInt(payment.amountMinor),
      currency: payment.currency,
      reference: payment.reference,
      channels: [input.channel],
      callbackUrl: `${ctx.config.web.investorUrl}${paymentReturnPath(investmentId)}`,
      metadata: { investment_id: investmentId },
    }));
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    ctx.log.warn({ err: error, reference: payment.reference }, 'Paystack refused a payment');
    // Nobody can pay a transaction whose checkout they never got.
    await updatePayment(ctx.db, payment.id, { status: 'failed' });
    throw new ServiceUnavailableError(M.providerUnavailable, {
      errorCode: PAYMENT_ERROR_CODES.providerUnavailable,
    });
  }
  await updatePayment(ctx.db, payment.id, { authorizationUrl });
  return {
    reference: payment.reference,
    authorizationUrl,
    amount: charge.amount,
    currency: PAYMENT_CURRENCY,
    rate: normalRate(rate),
    investmentAmount: toMoneyString(payment.investmentAmount),
  };
}

/** '15.250000' (numeric(18,6)) -> '15.25': the rate without trailing zeros. */
export function normalRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate;
}
