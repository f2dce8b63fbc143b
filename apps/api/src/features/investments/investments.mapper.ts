import { ZPaidWithSchema, type TAdminInvestment, type TInvestment } from '@coinvest/contract';
import { toMoneyString } from '@coinvest/contract/decimal';
import type { InvestmentRow } from '@coinvest/db';

export function toInvestment(row: InvestmentRow): TInvestment {
  return {
    id: row.id,
    userId: row.userId,
    projectId: row.projectId,
    unitId: row.unitId,
    amount: toMoneyString(row.amount),
    ownershipPercentage: toMoneyString(row.ownershipPercentage),
    currentValue: toMoneyString(row.currentValue),
    status: row.status,
    paymentMethod: ZPaidWithSchema.nullable().parse(row.paymentMethod),
    paymentReference: row.paymentReference ?? '',
    paymentDeadline: (row.paymentDeadline ?? row.createdAt).toISOString(),
    paymentConfirmedBy: row.paymentConfirmedBy,
    paymentConfirmedAt: row.paymentConfirmedAt?.toISOString() ?? null,
    satisfactionConfirmed: row.satisfactionConfirmed,
    satisfactionConfirmedAt: row.satisfactionConfirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminInvestment(
  row: InvestmentRow & {
    userName: string;
    userEmail: string;
    projectTitle: string;
    unitNumber: string;
    paymentConfirmedByName: string | null;
  },
): TAdminInvestment {
  return {
    ...toInvestment(row),
    userName: row.userName,
    userEmail: row.userEmail,
    projectTitle: row.projectTitle,
    unitNumber: row.unitNumber,
    paymentConfirmedByName: row.paymentConfirmedByName,
  };
}
