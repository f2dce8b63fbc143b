import {
  ZPaymentChannelSchema,
  ZPaymentStatusSchema,
  type TInvestmentPayment,
} from '@coinvest/contract';
import { toMoneyString } from '@coinvest/contract/decimal';
import type { PaymentRow } from '@coinvest/db';
import { fromMinorUnits } from './charge-amount';
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
