import { investmentAmountRefusal, type TUnit } from '@coinvest/contract';
import { Decimal, percentageOf, toDecimal, toMoneyString } from '@coinvest/contract/decimal';

/** The investment summary: an expected profit share of 15% of the amount (docs/product-rules.md, Profit shares on sale). */
export const EXPECTED_PROFIT_SHARE_RATE = '0.15';

export interface InvestmentSummary {
  amount: string;
  expectedProfitShare: string;
  totalExpectedValue: string;
}

/** Exact decimal arithmetic (half-up, cents) so the summary matches what the server stores. */
export function investmentSummary(amount: string): InvestmentSummary {
  const value = toDecimal(amount);
  const share = value.mul(EXPECTED_PROFIT_SHARE_RATE);
  return {
    amount: toMoneyString(value),
    expectedProfitShare: toMoneyString(share),
    totalExpectedValue: toMoneyString(value.add(share)),
  };
}

/** ownershipPercentage = amount / unit price x 100, two decimals (shown; the server computes its own). */
export function ownershipPercentage(amount: string, unitPrice: string): string {
  return percentageOf(amount, unitPrice);
}

/** The higher of the project's minimum and the unit's: both apply to a unit investment. */
export function minimumInvestment(projectMinimum: string, unit: TUnit | undefined): string {
  if (!unit) return toMoneyString(projectMinimum);
  return toMoneyString(Decimal.max(toDecimal(projectMinimum), toDecimal(unit.minInvestmentAmount)));
}

/** A unit can take money while it is not sold and still needs some. */
export function isInvestable(unit: TUnit): boolean {
  return unit.status !== 'sold' && toDecimal(unit.remainingInvestment).gt(0);
}

/**
 * True when the typed amount is a number the unit takes: at least the minimum and at most what it
 * still needs, or its whole last share even below the minimum (the API's rule, from the contract).
 */
export function acceptsAmount(amount: string, minimum: string, remaining: string): boolean {
  if (amount.trim() === '') return false;
  try {
    return investmentAmountRefusal(amount, minimum, remaining) === undefined;
  } catch {
    return false;
  }
}
