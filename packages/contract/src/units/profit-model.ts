import { percentageOf, toDecimal, toMoneyString, type DecimalInput } from '../decimal';

/**
 * The one profit model of a unit, used by the API (sale, statements, notifications) and by both
 * sites (invest card, admin form): docs/product-rules.md, Profit shares on sale. Whole cents in
 * integers, so no rounding can lose or invent a cent.
 */

/** One cost of a sale as the sale statement lists it, e.g. agent's fee. */
export interface SaleCost {
  label: string;
  amount: string;
}

export interface ProfitShares {
  /** Each investment's share, in the order of the amounts given. */
  shares: string[];
  investorsTotal: string;
  /** The part of the profit the investors did not fund: the developer's, with every cent of rounding. */
  developerPart: string;
}

export interface ProfitRange {
  /** Percentages of the unit's price, e.g. '18' and '24'. */
  low: string;
  high: string;
}

function cents(amount: DecimalInput): bigint {
  return BigInt(toDecimal(amount).times(100).toFixed(0));
}

function fromCents(value: bigint): string {
  return toMoneyString(toDecimal(value.toString()).div(100));
}

/** The investment's part of the unit: amount / unit price x 100, two places. */
export function ownershipPercentage(amount: DecimalInput, unitPrice: DecimalInput): string {
  return percentageOf(amount, unitPrice);
}

/** The costs of a sale added up. */
export function totalSaleCosts(costs: readonly SaleCost[]): string {
  return fromCents(costs.reduce((sum, cost) => sum + cents(cost.amount), 0n));
}

/** The unit's profit: sold price minus the unit's price minus the costs of the sale; below 0 is a loss. */
export function saleProfit(
  soldPrice: DecimalInput,
  unitPrice: DecimalInput,
  costs: readonly SaleCost[],
): string {
  return fromCents(cents(soldPrice) - cents(unitPrice) - cents(totalSaleCosts(costs)));
}

/**
 * Each investment's profit share is its ownership times the profit, rounded down to the cent;
 * the rest of the profit (the part nobody invested in, and the rounding) is the developer's.
 * A loss shares nothing: every share and the developer's part are 0.
 */
export function profitShares(
  profit: DecimalInput,
  unitPrice: DecimalInput,
  amounts: readonly DecimalInput[],
): ProfitShares {
  const profitCents = cents(profit) > 0n ? cents(profit) : 0n;
  const priceCents = cents(unitPrice);
  if (priceCents <= 0n) throw new RangeError("The unit's price must be above 0");
  const shareCents = amounts.map((amount) => (cents(amount) * profitCents) / priceCents);
  const investorsCents = shareCents.reduce((sum, share) => sum + share, 0n);
  return {
    shares: shareCents.map(fromCents),
    investorsTotal: fromCents(investorsCents),
    developerPart: fromCents(profitCents - investorsCents),
  };
}

/**
 * The range of a project's expected profit as its page states it ('18-24%', '18% – 24%', '20%'),
 * or null when the text gives no percentage.
 */
export function parseExpectedProfitRange(text: string | null | undefined): ProfitRange | null {
  const match = /(\d+(?:\.\d+)?)\s*%?\s*(?:(?:-|–|—|to)\s*(\d+(?:\.\d+)?)\s*)?%/i.exec(text ?? '');
  if (!match?.[1]) return null;
  const low = toDecimal(match[1]);
  const high = toDecimal(match[2] ?? match[1]);
  return low.lte(high)
    ? { low: low.toString(), high: high.toString() }
    : { low: high.toString(), high: low.toString() };
}

/**
 * The unit's profit (after the costs of its sale) at the low and high ends of the expected
 * profit, a percentage of the unit's price: what every expected share assumes.
 */
export function expectedUnitProfitRange(
  unitPrice: DecimalInput,
  range: ProfitRange,
): { low: string; high: string } {
  const at = (percent: string) => toMoneyString(toDecimal(unitPrice).times(percent).div(100));
  return { low: at(range.low), high: at(range.high) };
}

/**
 * What an amount would earn if the unit sold at the low and high ends of the expected profit:
 * the same share rule as at a sale, with the profit taken as that percentage of the unit's price.
 */
export function expectedProfitShareRange(
  amount: DecimalInput,
  unitPrice: DecimalInput,
  range: ProfitRange,
): { low: string; high: string } {
  const profit = expectedUnitProfitRange(unitPrice, range);
  const share = (unitProfit: string) =>
    profitShares(unitProfit, unitPrice, [amount]).shares[0] ?? '0.00';
  return { low: share(profit.low), high: share(profit.high) };
}
