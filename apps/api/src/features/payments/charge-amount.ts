import {
  roundHalfUp,
  toDecimal,
  toMinorUnits,
  type DecimalInput,
} from '@coinvest/contract/decimal';

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
  return { amount: cedis.toFixed(2), amountMinor: toMinorUnits(cedis) };
}
