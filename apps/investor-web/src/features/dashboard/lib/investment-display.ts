import type { TInvestmentStatus } from '@coinvest/contract';

/** Badge colours: awaiting payment asks for action, confirmed is done, the rest are over. */
export const INVESTMENT_STATUS_COLORS: Record<TInvestmentStatus, string> = {
  pending: 'yellow',
  pending_payment: 'yellow',
  confirmed: 'green',
  cancelled: 'gray',
  expired: 'gray',
};
