import {
  INVESTMENT_MESSAGES as M,
  NOTIFICATION_TEXTS,
  PAYMENT_DEADLINE_DAYS,
} from '@coinvest/contract';
import { Decimal, toMoneyString } from '@coinvest/contract/decimal';
import type { InvestmentRow } from '@coinvest/db';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { createNotification } from '../notifications/create-notifications';
import { lockUnit, updateUnitFunding } from '../units/units.repository';
import { lockInvestment, updateInvestment } from './investments.repository';

/** The investment, locked; 404 when absent, 409 unless it still awaits payment. */
export async function lockPendingInvestment(trx: Executor, id: number): Promise<InvestmentRow> {
  const investment = await lockInvestment(trx, id);
  if (!investment) throw new NotFoundError(M.notFound);
  if (investment.status !== 'pending_payment') throw new ConflictError(M.notPending);
  return investment;
}

/** Ends an unpaid investment (cancelled by the admin, or expired) and frees its reservation. */
export async function releaseReservation(
  trx: Executor,
  investment: InvestmentRow,
  status: 'cancelled' | 'expired',
): Promise<InvestmentRow> {
  const unit = await lockUnit(trx, investment.unitId);
  if (unit) {
    await updateUnitFunding(trx, unit.id, {
      reservedAmount: toMoneyString(new Decimal(unit.reservedAmount).minus(investment.amount)),
    });
  }
  const after = await updateInvestment(trx, investment.id, { status });
  await createNotification(trx, {
    userId: investment.userId,
    projectId: investment.projectId,
    ...(status === 'cancelled'
      ? NOTIFICATION_TEXTS.investmentCancelled({ reference: investment.paymentReference })
      : NOTIFICATION_TEXTS.investmentExpired({
          reference: investment.paymentReference,
          deadlineDays: PAYMENT_DEADLINE_DAYS,
        })),
  });
  return after;
}
