import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  INVESTMENT_MESSAGES as M,
  NOTIFICATION_TEXTS,
  type TAdminInvestment,
  type TPaidWith,
  type TPaymentMethod,
} from '@coinvest/contract';
import { Decimal, toMinorUnits, toMoneyString } from '@coinvest/contract/decimal';
import type { InvestmentRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { isUniqueViolation } from '../../lib/postgres-errors';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit, type AuditActor } from '../../lib/audit/record-audit';
import { postPaymentReceived } from '../ledger/ledger-movements';
import { createNotification } from '../notifications/create-notifications';
import { fundingStatus } from '../units/unit-funding-status';
import { lockUnit, updateUnitFunding } from '../units/units.repository';
import { toAdminInvestment, toInvestment } from './investments.mapper';
import { findAdminInvestment, updateInvestment } from './investments.repository';
import { lockPendingInvestment } from './pending-investment';

type Context = Pick<FastifyInstance, 'db'>;

/** One payment pays for one investment: a reference is recorded once (INV- ones included). */
const PAYMENT_REFERENCE_CONSTRAINT = 'investments_payment_reference_key';

/** Why a payment cannot confirm its investment, as a code the caller words or records. */
export type ConfirmationRefusal = 'unit_not_found' | 'unit_sold';

/**
 * The one confirmation of a payment, inside the caller's transaction, for an investment the
 * caller has locked and found awaiting payment: the reservation becomes the unit's confirmed
 * funding, the investment is confirmed with how and by whom it was paid, the investor is
 * notified (live, and by e-mail as their preferences say) and the change is audited. The admin's
 * confirmation and the provider's are this same step; only the actor and the reference differ.
 * Answers a refusal, having changed nothing, when the unit cannot take the money any more.
 */
export async function confirmInvestmentPayment(
  trx: Executor,
  before: InvestmentRow,
  payment: {
    actor: AuditActor;
    paidWith: TPaidWith;
    paymentReference: string;
    now: Date;
  },
): Promise<{ after: InvestmentRow } | { refusal: ConfirmationRefusal }> {
  const unit = await lockUnit(trx, before.unitId);
  if (!unit) return { refusal: 'unit_not_found' };
  // Paid after the sale, the investor would own part of a sold unit and share none of its profit.
  if (unit.soldAt !== null) return { refusal: 'unit_sold' };
  const current = new Decimal(unit.currentInvestment).plus(before.amount);
  await updateUnitFunding(trx, unit.id, {
    currentInvestment: toMoneyString(current),
    reservedAmount: toMoneyString(new Decimal(unit.reservedAmount).minus(before.amount)),
    ...(unit.manualStatus || unit.status === 'sold'
      ? {}
      : { status: fundingStatus(current, unit.totalInvestmentNeeded) }),
  });
  const after = await updateInvestment(trx, before.id, {
    status: 'confirmed',
    paymentMethod: payment.paidWith,
    paymentReference: payment.paymentReference,
    paymentConfirmedBy: payment.actor.userId,
    paymentConfirmedAt: payment.now,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, PAYMENT_REFERENCE_CONSTRAINT)) {
      throw new ConflictError(M.paymentReferenceTaken);
    }
    throw error;
  });
  const view = await findAdminInvestment(trx, before.id);
  await createNotification(trx, {
    userId: before.userId,
    projectId: before.projectId,
    ...NOTIFICATION_TEXTS.paymentConfirmed({
      amount: after.amount,
      projectTitle: view.projectTitle,
      unitNumber: view.unitNumber,
    }),
  });
  await recordAudit(trx, {
    actor: payment.actor,
    entity: { type: AUDIT_ENTITY_TYPES.investment, id: before.id },
    action: AUDIT_ACTIONS.investmentConfirmPayment,
    // The whole investment: the confirmation replaces its INV- reference with the payment's.
    before: toInvestment(before),
    after: toInvestment(after),
  });
  return { after };
}

/**
 * The admin saw the payment arrive (bank transfer, mobile money): the investment is confirmed
 * and the dollars are posted to the ledger as received in the bank.
 */
export async function confirmPayment(
  ctx: Context,
  actor: AdminActor,
  id: number,
  payment: { paymentMethod: TPaymentMethod; paymentReference: string },
  now: Date = new Date(),
): Promise<TAdminInvestment> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockPendingInvestment(trx, id);
    const confirmed = await confirmInvestmentPayment(trx, before, {
      actor,
      paidWith: payment.paymentMethod,
      paymentReference: payment.paymentReference,
      now,
    });
    if ('refusal' in confirmed) {
      throw confirmed.refusal === 'unit_not_found'
        ? new NotFoundError(M.unitNotInProject)
        : new ConflictError(M.unitNotOpen);
    }
    // Matched by hand to the bank statement: the dollars arrived in the client bank account. The
    // confirmation itself is the entry's cause, as no payment of ours records the transfer.
    await postPaymentReceived(trx, {
      cause: { type: 'confirmation', id },
      userId: before.userId,
      projectId: before.projectId,
      amountMinor: toMinorUnits(before.amount),
      currency: 'USD',
      via: 'bank',
    });
    return toAdminInvestment(await findAdminInvestment(trx, id));
  });
}
