import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  INVESTMENT_MESSAGES as M,
  NOTIFICATION_TEXTS,
  type TAdminInvestment,
  type TPaymentMethod,
} from '@coinvest/contract';
import { Decimal, toMoneyString } from '@coinvest/contract/decimal';
import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres-errors';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { createNotification } from '../notifications/create-notifications';
import { fundingStatus } from '../units/unit-funding-status';
import { lockUnit, updateUnitFunding } from '../units/units.repository';
import { toAdminInvestment, toInvestment } from './investments.mapper';
import { findAdminInvestment, updateInvestment } from './investments.repository';
import { lockPendingInvestment } from './pending-investment';

type Context = Pick<FastifyInstance, 'db'>;

/** One payment pays for one investment: a reference is recorded once (INV- ones included). */
const PAYMENT_REFERENCE_CONSTRAINT = 'investments_payment_reference_key';

/** The payment arrived: the reservation becomes confirmed funding, the status follows it. */
export async function confirmPayment(
  ctx: Context,
  actor: AdminActor,
  id: number,
  payment: { paymentMethod: TPaymentMethod; paymentReference: string },
  now: Date = new Date(),
): Promise<TAdminInvestment> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockPendingInvestment(trx, id);
    const unit = await lockUnit(trx, before.unitId);
    if (!unit) throw new NotFoundError(M.unitNotInProject);
    // Paid after the sale, the investor would own part of a sold unit and share none of its profit.
    if (unit.soldAt !== null) throw new ConflictError(M.unitNotOpen);
    const current = new Decimal(unit.currentInvestment).plus(before.amount);
    await updateUnitFunding(trx, unit.id, {
      currentInvestment: toMoneyString(current),
      reservedAmount: toMoneyString(new Decimal(unit.reservedAmount).minus(before.amount)),
      ...(unit.manualStatus || unit.status === 'sold'
        ? {}
        : { status: fundingStatus(current, unit.totalInvestmentNeeded) }),
    });
    const after = await updateInvestment(trx, id, {
      status: 'confirmed',
      paymentMethod: payment.paymentMethod,
      paymentReference: payment.paymentReference,
      paymentConfirmedBy: actor.userId,
      paymentConfirmedAt: now,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, PAYMENT_REFERENCE_CONSTRAINT)) {
        throw new ConflictError(M.paymentReferenceTaken);
      }
      throw error;
    });
    const view = await findAdminInvestment(trx, id);
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
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.investment, id },
      action: AUDIT_ACTIONS.investmentConfirmPayment,
      // The whole investment: the confirmation replaces its INV- reference with the payment's.
      before: toInvestment(before),
      after: toInvestment(after),
    });
    return toAdminInvestment(view);
  });
}
