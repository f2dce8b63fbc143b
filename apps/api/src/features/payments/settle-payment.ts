import type { JsonValue, PaymentEventOutcome, PaymentRow } from '@coinvest/db';
import { PAYMENT_CURRENCY, type TPaymentExceptionReason } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../lib/executor';
import { SYSTEM_ACTOR } from '../../lib/audit/record-audit';
import { confirmInvestmentPayment } from '../investments/confirm-payment';
import { lockInvestment } from '../investments/investments.repository';
import { isLedgerCurrency } from '../ledger/ledger-accounts';
import { postPaymentNotHonoured, postPaymentReceived } from '../ledger/ledger-movements';
import {
  insertPaymentEventOnce,
  lockPaymentByReference,
  updatePayment,
} from './payments.repository';
import type { PaystackTransaction } from './paystack';

type Context = Pick<FastifyInstance, 'db' | 'paystack'>;

/** What became of a payment once the provider's word on it was read. */
export type Settlement =
  | { outcome: 'confirmed' }
  | { outcome: 'exception'; reason: TPaymentExceptionReason }
  | { outcome: 'failed' | 'abandoned' }
  /** Still pending at the provider, already settled here, or nothing the provider confirmed. */
  | { outcome: 'unchanged' };

/** The provider's notification that started a settlement, kept once as received. */
export interface ProviderEvent {
  event: string;
  payload: JsonValue;
}

/**
 * Settles a payment from the provider's own answer to GET /transaction/verify/:reference,
 * never from a notification's claims: a success whose amount and currency match the pending
 * payment, for an investment still awaiting payment, confirms the investment exactly as the
 * admin's confirmation does (with the platform as the actor); any other money received is an
 * exception with its reason and confirms nothing. The payment row is locked for the decision, so
 * a webhook, its redeliveries and the verification job settle it once whichever comes first.
 * `abandonStartedBefore`: a payment started before then that the provider still has not taken
 * is abandoned (the verification job's budget).
 */
export async function settlePayment(
  ctx: Context,
  reference: string,
  options: { event?: ProviderEvent; abandonStartedBefore?: Date; now?: Date } = {},
): Promise<Settlement> {
  if (!ctx.paystack) return { outcome: 'unchanged' };
  const transaction = await ctx.paystack.verify(reference);
  const now = options.now ?? new Date();
  return ctx.db.transaction().execute(async (trx) => {
    const payment = await lockPaymentByReference(trx, reference);
    const settlement: Settlement = payment
      ? await decide(trx, payment, transaction, now, options.abandonStartedBefore)
      : { outcome: 'exception', reason: 'unknown_reference' };
    if (options.event) {
      await insertPaymentEventOnce(trx, {
        provider: 'paystack',
        event: options.event.event,
        reference,
        paymentId: payment?.id ?? null,
        payload: JSON.stringify(options.event.payload),
        outcome: eventOutcome(settlement),
        exceptionReason: settlement.outcome === 'exception' ? settlement.reason : null,
      });
    }
    return settlement;
  });
}

function eventOutcome(settlement: Settlement): PaymentEventOutcome {
  switch (settlement.outcome) {
    case 'confirmed':
    case 'exception':
      return settlement.outcome;
    case 'failed':
    case 'abandoned':
      return 'failed';
    case 'unchanged':
      return 'ignored';
  }
}

async function decide(
  trx: Executor,
  payment: PaymentRow,
  transaction: PaystackTransaction | undefined,
  now: Date,
  abandonStartedBefore: Date | undefined,
): Promise<Settlement> {
  // Settled for good: a success or an exception is never decided again.
  if (payment.status === 'succeeded' || payment.status === 'exception') {
    return { outcome: 'unchanged' };
  }
  if (transaction?.status !== 'success') {
    const status = transaction?.status;
    if (payment.status !== 'pending') return { outcome: 'unchanged' };
    if (status === 'failed') {
      await updatePayment(trx, payment.id, { status: 'failed' });
      return { outcome: 'failed' };
    }
    if (abandonStartedBefore !== undefined && payment.createdAt < abandonStartedBefore) {
      await updatePayment(trx, payment.id, { status: 'abandoned' });
      return { outcome: 'abandoned' };
    }
    return { outcome: 'unchanged' };
  }
  // The provider took the money (a payment marked failed or abandoned may still succeed late).
  const providerTransactionId = String(transaction.id);
  const exception = async (reason: TPaymentExceptionReason): Promise<Settlement> => {
    await updatePayment(trx, payment.id, {
      status: 'exception',
      exceptionReason: reason,
      providerTransactionId,
    });
    // The money is really at the provider and owed back, in what it was charged in.
    if (isLedgerCurrency(transaction.currency) && transaction.amount > 0) {
      await postPaymentNotHonoured(trx, {
        cause: { type: 'payment', id: payment.id },
        userId: payment.userId,
        amountMinor: BigInt(transaction.amount),
        currency: transaction.currency,
      });
    }
    return { outcome: 'exception', reason };
  };
  if (transaction.currency !== payment.currency) return exception('currency_mismatch');
  if (String(transaction.amount) !== payment.amountMinor) return exception('amount_mismatch');
  const investment = await lockInvestment(trx, payment.investmentId);
  if (!investment || investment.status === 'confirmed') return exception('already_paid');
  if (investment.status !== 'pending_payment') return exception('reservation_ended');
  const confirmed = await confirmInvestmentPayment(trx, investment, {
    actor: SYSTEM_ACTOR,
    paidWith: payment.channel === 'card' ? 'card' : 'mobile_money',
    paymentReference: payment.reference,
    now,
  });
  if ('refusal' in confirmed) return exception('unit_sold');
  await updatePayment(trx, payment.id, {
    status: 'succeeded',
    confirmedAt: now,
    providerTransactionId,
  });
  await postPaymentReceived(trx, {
    cause: { type: 'payment', id: payment.id },
    userId: payment.userId,
    projectId: investment.projectId,
    amountMinor: BigInt(payment.amountMinor),
    currency: PAYMENT_CURRENCY,
    via: 'provider',
  });
  return { outcome: 'confirmed' };
}
