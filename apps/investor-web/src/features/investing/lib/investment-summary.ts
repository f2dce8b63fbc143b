import { investmentAmountRefusal, type TUnit } from '@coinvest/contract';
import {
  expectedProfitShareRange,
  expectedUnitProfitRange,
  ownershipPercentage as profitModelOwnership,
  parseExpectedProfitRange,
  type ProfitRange,
} from '@coinvest/contract';
import { Decimal, toDecimal, toMoneyString } from '@coinvest/contract/decimal';

/** What the summary shows before investing (docs/product-rules.md, Profit shares on sale). */
export interface InvestmentSummary {
  amount: string;
  ownership: string;
  unitPrice: string;
  /** The profit percentages of the unit's price the expected share assumes, e.g. 18 and 24. */
  assumedProfit: ProfitRange | null;
  /** The unit's profit after the costs of its sale at those percentages, in US dollars. */
  assumedUnitProfit: { low: string; high: string } | null;
  /** The share if the unit sold at the low and high ends of the project's expected profit. */
  expectedProfitShare: { low: string; high: string } | null;
}

/** The profit model's figures for an amount in a unit, exact to the cent like the sale's. */
export function investmentSummary(
  amount: string,
  unitPrice: string,
  expectedProfit: string | null,
): InvestmentSummary {
  const assumedProfit = parseExpectedProfitRange(expectedProfit);
  return {
    amount: toMoneyString(amount),
    ownership: profitModelOwnership(amount, unitPrice),
    unitPrice: toMoneyString(unitPrice),
    assumedProfit,
    assumedUnitProfit: assumedProfit ? expectedUnitProfitRange(unitPrice, assumedProfit) : null,
    expectedProfitShare: assumedProfit
      ? expectedProfitShareRange(amount, unitPrice, assumedProfit)
      : null,
  };
}

/** ownershipPercentage = amount / unit price x 100, two decimals (shown; the server computes its own). */
export function ownershipPercentage(amount: string, unitPrice: string): string {
  return profitModelOwnership(amount, unitPrice);
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
