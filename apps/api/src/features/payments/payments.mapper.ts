import {
  ZPaymentChannelSchema,
  ZPaymentExceptionReasonSchema,
  ZPaymentStatusSchema,
  type TAdminPayment,
  type TInvestmentPayment,
  type TInvestorPayment,
  type TRefund,
} from '@coinvest/contract';
import { fromMinorUnits, toMoneyString } from '@coinvest/contract/decimal';
import type { PaymentRow, RefundRow } from '@coinvest/db';
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

type RefundFacts = Pick<
  RefundRow,
  'paymentReference' | 'amountMinor' | 'currency' | 'status' | 'createdAt' | 'processedAt'
>;

export function toRefund(row: RefundFacts): TRefund {
  return {
    paymentReference: row.paymentReference,
    amount: fromMinorUnits(row.amountMinor),
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** A payment in the investor's own list, with the project's unit it paid for and its refund. */
export function toInvestorPayment(row: InvestorPaymentRow): TInvestorPayment {
  const { refundAmountMinor, refundCurrency, refundStatus, refundCreatedAt } = row;
  const refund =
    refundAmountMinor === null ||
    refundCurrency === null ||
    refundStatus === null ||
    refundCreatedAt === null
      ? null
      : toRefund({
          paymentReference: row.reference,
          amountMinor: refundAmountMinor,
          currency: refundCurrency,
          status: refundStatus,
          createdAt: refundCreatedAt,
          processedAt: row.refundProcessedAt,
        });
  return {
    ...toInvestmentPayment(row),
    kind: 'payment',
    investmentId: row.investmentId,
    projectTitle: row.projectTitle,
    unitNumber: row.unitNumber,
    refund: refund && {
      amount: refund.amount,
      currency: refund.currency,
      status: refund.status,
      createdAt: refund.createdAt,
      processedAt: refund.processedAt,
    },
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
