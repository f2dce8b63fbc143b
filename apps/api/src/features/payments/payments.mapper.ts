import {
  ZPaymentChannelSchema,
  ZPaymentExceptionReasonSchema,
  ZPaymentStatusSchema,
  type TAdminPayment,
  type TInvestmentPayment,
  type TInvestorPayment,
} from '@coinvest/contract';
import { fromMinorUnits, toMoneyString } from '@coinvest/contract/decimal';
import type { PaymentRow } from '@coinvest/db';
import type { AdminPaymentRow, InvestorPaymentRow } from './payments.repository';
import { normalRate } from './start-payment';

export function toInvestmentPayment(row: PaymentRow): TInvestmentPayment {
  return {
    reference: row.reference,
    channel: ZPaymentChannelSchema.nullable().parse(row.channel),
    status: ZPaymentStatusSchema.parse(row.status),
    amount: fromMinorUnits(row.amountMinor),
    currency: row.currency,
    rate: row.rate === null ? null : normalRate(row.rate),
    investmentAmount: toMoneyString(row.investmentAmount),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/** A payment in the investor's own list, with the project's unit it paid for. */
export function toInvestorPayment(row: InvestorPaymentRow): TInvestorPayment {
  return {
    ...toInvestmentPayment(row),
    kind: 'payment',
    investmentId: row.investmentId,
    projectTitle: row.projectTitle,
    unitNumber: row.unitNumber,
  };
}

/** A payment as the admin reconciles it; `rows` may come from the list or the export. */
export function toAdminPayment(row: Omit<AdminPaymentRow, 'rank' | 'createdAtKey'>): TAdminPayment {
  return {
    ...toInvestmentPayment(row),
    id: row.id,
    investmentId: row.investmentId,
    investorEmail: row.investorEmail,
    investorName: row.investorName,
    projectTitle: row.projectTitle,
    unitNumber: row.unitNumber,
    exceptionReason: ZPaymentExceptionReasonSchema.nullable().parse(row.exceptionReason),
    refundStatus: row.refundStatus,
  };
}
