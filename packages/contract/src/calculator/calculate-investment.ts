import { roundHalfUp, toDecimal, toMoneyString, type DecimalInput } from '../decimal';
import type { TInvestmentCalculation } from './calculator.schemas';

/** Milestones fall every this many months, plus the end of the timeline. */
export const MILESTONE_STEP_MONTHS = 6;

export interface InvestmentCalculationInput {
  /** US dollars. */
  amount: DecimalInput;
  /** Annual return in percent, e.g. 16. */
  returnRate: DecimalInput;
  /** Months, a whole number of at least 1. */
  timeline: number;
}

/** 0, 6, 12, ... below the timeline, then the timeline itself. */
export function milestoneMonths(timeline: number): number[] {
  const months: number[] = [];
  for (let month = 0; month < timeline; month += MILESTONE_STEP_MONTHS) months.push(month);
  months.push(timeline);
  return months;
}

/**
 * The one calculator formula, run by the API and by the sites so both agree to the cent.
 * Simple (not compounded) annual return, because the profit is paid once, on sale:
 *
 *   initial        = round(amount)
 *   return(m)      = round(initial x returnRate x m / 1200)
 *   value(m)       = initial + return(m)
 *   totalReturn    = return(timeline),  totalValue = initial + totalReturn
 *
 * round is half-up to cents; each return is rounded once, from exact decimals.
 */
export function calculateInvestment({
  amount,
  returnRate,
  timeline,
}: InvestmentCalculationInput): TInvestmentCalculation {
  if (!Number.isInteger(timeline) || timeline < 1) {
    throw new RangeError(`The timeline must be a whole number of months, got ${timeline}`);
  }
  const initial = roundHalfUp(amount, 2);
  const rate = toDecimal(returnRate);
  const returnAfter = (months: number) =>
    roundHalfUp(initial.times(rate).times(months).div(1200), 2);

  const totalReturn = returnAfter(timeline);
  return {
    initial: toMoneyString(initial),
    totalReturn: toMoneyString(totalReturn),
    totalValue: toMoneyString(initial.plus(totalReturn)),
    milestones: milestoneMonths(timeline).map((months) => ({
      months,
      value: toMoneyString(initial.plus(returnAfter(months))),
    })),
  };
}
