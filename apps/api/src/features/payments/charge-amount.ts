import { roundHalfUp, toDecimal, type DecimalInput } from '@coinvest/contract/decimal';

/**
 * What an investment of `usdAmount` US dollars costs in cedis at `rate` cedis per dollar:
 * the exact product rounded half up to the pesewa (docs/product-rules.md, Paying through the
 * provider), as a decimal string and in pesewas, the provider's unit.
 */
export function cediCharge(
  usdAmount: DecimalInput,
  rate: DecimalInput,
): { amount: string; amountMinor: bigint } {
  const cedis = roundHalfUp(toDecimal(usdAmount).times(rate), 2);
  return { amount: cedis.toFixed(2), amountMinor: BigInt(cedis.times(100).toFixed(0)) };
}

/** Pesewas (or cents) as a decimal string with two places: 123456n -> '1234.56'. */
export function fromMinorUnits(amountMinor: bigint | string): string {
  return toDecimal(String(amountMinor)).dividedBy(100).toFixed(2);
}
