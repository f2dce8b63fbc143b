import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  NOTIFICATION_TEXTS,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  REFUND_MESSAGES,
  type TRefund,
} from '@coinvest/contract';
import { fromMinorUnits } from '@coinvest/contract/decimal';
import type { JsonValue, RefundRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres-errors';
import { isLedgerCurrency } from '../ledger/ledger-accounts';
import { postRefundPaid, reverseEntry } from '../ledger/ledger-movements';
import { createNotification } from '../notifications/create-notifications';
import {
  findPaymentByReference,
  insertPaymentEventOnce,
  lockPaymentByReference,
} from './payments.repository';
import { toRefund } from './payments.mapper';
import { PaystackError } from './paystack';
import {
  findActiveRefund,
  insertRefund,
  lockRefund,
  lockPendingRefund,
  ONE_REFUND_PER_PAYMENT,
  updateRefund,
} from './refunds.repository';

type Context = Pick<FastifyInstance, 'db' | 'paystack' | 'log'>;

function providerUnavailable(): ServiceUnavailableError {
  return new ServiceUnavailableError(PAYMENT_MESSAGES.providerUnavailable, {
    errorCode: PAYMENT_ERROR_CODES.providerUnavailable,
  });
}

/**
 * The admin refunds a payment the provider took that could not be honoured (an exception): the
 * whole amount the provider reports having taken, in the currency it took it in, never more.
 * The refund is written (pending, audited) before the provider is asked, so a crash in between
 * leaves a trace; once the provider accepts, what refunds payable owed leaves through the
 * provider's clearing account. The provider reports later whether it was processed or failed
 * (settleRefund). A payment is refunded at most once unless its refund failed.
 */
export async function refundPayment(
  ctx: Context,
  actor: AdminActor,
  reference: string,
): Promise<TRefund> {
  const found = await findPaymentByReference(ctx.db, reference);
  if (!found) throw new NotFoundError(REFUND_MESSAGES.paymentNotFound);
  refuseUnlessRefundable(found.status, await findActiveRefund(ctx.db, reference));
  if (!ctx.paystack) throw providerUnavailable();
  const paystack = ctx.paystack;

  // The provider's own word on what it took: the refund is exactly that.
  const taken = await paystack.verify(reference).catch((error: unknown) => {
    if (error instanceof PaystackError) throw providerUnavailable();
    throw error;
  });
  if (taken?.status !== 'success' || taken.amount <= 0) {
    throw new ConflictError(REFUND_MESSAGES.nothingToRefund);
  }

  const pending = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const payment = await lockPaymentByReference(trx, reference);
      if (!payment) throw new NotFoundError(REFUND_MESSAGES.paymentNotFound);
      refuseUnlessRefundable(payment.status, await findActiveRefund(trx, reference));
      const refund = await insertRefund(trx, {
        paymentReference: reference,
        amountMinor: String(taken.amount),
        currency: taken.currency,
      });
      await recordAudit(trx, {
        actor,
        entity: { type: AUDIT_ENTITY_TYPES.payment, id: reference },
        action: AUDIT_ACTIONS.paymentRefund,
        after: toRefund(refund),
      });
      return { refund, userId: payment.userId };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, ONE_REFUND_PER_PAYMENT)) {
        throw new ConflictError(REFUND_MESSAGES.alreadyRefunded);
      }
      throw error;
    });

  let accepted: { id: number };
  try {
    accepted = await paystack.refund(reference, BigInt(pending.refund.amountMinor));
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    ctx.log.warn({ err: error, reference }, 'Paystack did not accept a refund');
    await ctx.db.transaction().execute(async (trx) => {
      const refund = await lockRefund(trx, pending.refund.id);
      if (refund?.status === 'pending') {
        await updateRefund(trx, refund.id, { status: 'failed', failedAt: new Date() });
      }
    });
    throw new ServiceUnavailableError(REFUND_MESSAGES.providerRefused, {
      errorCode: PAYMENT_ERROR_CODES.providerUnavailable,
    });
  }

  const row = await ctx.db.transaction().execute(async (trx) => {
    const refund = await lockRefund(trx, pending.refund.id);
    if (!refund) throw new NotFoundError(REFUND_MESSAGES.paymentNotFound);
    const changes = { providerRefundId: String(accepted.id) };
    // Its failure may have been reported already (then nothing leaves refunds payable).
    if (refund.status === 'failed' || refund.ledgerEntryId !== null) {
      return updateRefund(trx, refund.id, changes);
    }
    const entry = isLedgerCurrency(refund.currency)
      ? await postRefundPaid(trx, {
          cause: { type: 'refund', id: refund.id },
          userId: pending.userId,
          amountMinor: BigInt(refund.amountMinor),
          currency: refund.currency,
        })
      : undefined;
    return updateRefund(trx, refund.id, { ...changes, ledgerEntryId: entry?.id ?? null });
  });
  return toRefund(row);
}

function refuseUnlessRefundable(paymentStatus: string, activeRefund: RefundRow | undefined) {
  if (paymentStatus !== 'exception') throw new ConflictError(REFUND_MESSAGES.notAnException);
  if (activeRefund) throw new ConflictError(REFUND_MESSAGES.alreadyRefunded);
}

/** The provider's notification of a refund's end: processed (money back) or failed. */
export interface RefundNotification {
  event: 'refund.processed' | 'refund.failed';
  /** The refunded payment's reference (ours). */
  paymentReference: string;
  payload: JsonValue;
}

/**
 * Ends a pending refund as the provider reports, once however often it repeats itself: a
 * processed refund tells the investor their money is back; a failed one reverses the entry that
 * paid it out, so the money is owed (and may be refunded) again. The notification is kept with
 * the provider's events.
 */
export async function settleRefund(ctx: Pick<Context, 'db'>, notice: RefundNotification) {
  await ctx.db.transaction().execute(async (trx) => {
    const refund = await lockPendingRefund(trx, notice.paymentReference);
    const payment = refund && (await lockPaymentByReference(trx, refund.paymentReference));
    const changes = refund?.status === 'pending' && payment !== undefined;
    await insertPaymentEventOnce(trx, {
      provider: 'paystack',
      event: notice.event,
      reference: notice.paymentReference,
      paymentId: payment?.id ?? null,
      payload: JSON.stringify(notice.payload),
      outcome: !changes ? 'ignored' : notice.event === 'refund.processed' ? 'confirmed' : 'failed',
    });
    if (!changes) return;
    const now = new Date();
    if (notice.event === 'refund.processed') {
      await updateRefund(trx, refund.id, { status: 'processed', processedAt: now });
      await createNotification(trx, {
        userId: payment.userId,
        ...NOTIFICATION_TEXTS.paymentRefunded({
          reference: refund.paymentReference,
          refundAmount: fromMinorUnits(refund.amountMinor),
          currency: refund.currency,
        }),
      });
      return;
    }
    if (refund.ledgerEntryId !== null) {
      await reverseEntry(trx, refund.ledgerEntryId, { type: 'refund', id: refund.id });
    }
    await updateRefund(trx, refund.id, { status: 'failed', failedAt: now });
  });
}
