import type { TInvestmentStatus } from '@coinvest/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Badge colours: awaiting payment asks for action, confirmed is done, the rest are over. */
export const INVESTMENT_STATUS_COLORS: Record<TInvestmentStatus, string> = {
  pending: 'yellow',
  pending_payment: 'yellow',
  confirmed: 'green',
  cancelled: 'gray',
  expired: 'gray',
};

export type PaymentTimeLeft =
  { kind: 'days'; days: number } | { kind: 'underADay' } | { kind: 'overdue' };

/** Whole days left to pay (rounded down), under a day, or past the deadline. */
export function paymentTimeLeft(deadline: string, now: Date): PaymentTimeLeft {
  const left = new Date(deadline).getTime() - now.getTime();
  if (left <= 0) return { kind: 'overdue' };
  if (left < DAY_MS) return { kind: 'underADay' };
  return { kind: 'days', days: Math.floor(left / DAY_MS) };
}
