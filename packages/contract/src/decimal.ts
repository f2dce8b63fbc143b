import DecimalJs from 'decimal.js';

/**
 * The one decimal type for money and percentages, on the API and in both sites.
 * Binary floating point never touches an amount: parse strings, compute here, send strings.
 */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;

export type DecimalInput = Decimal | string | number;

export function toDecimal(value: DecimalInput): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

/** Rounds half away from zero ("half-up" as accountants mean it) to `places` decimals. */
export function roundHalfUp(value: DecimalInput, places = 2): Decimal {
  return toDecimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/** The wire form of a money amount: a plain decimal string with exactly two places. */
export function toMoneyString(value: DecimalInput): string {
  return roundHalfUp(value, 2).toFixed(2);
}

/** A percentage with two decimals, e.g. ownershipPercentage = amount / price x 100. */
export function percentageOf(part: DecimalInput, whole: DecimalInput, places = 2): string {
  const divisor = toDecimal(whole);
  if (divisor.isZero()) return new Decimal(0).toFixed(places);
  return roundHalfUp(toDecimal(part).div(divisor).times(100), places).toFixed(places);
}
