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

/** Minor units (cents, pesewas) in one major unit, for every currency the platform handles. */
const MINOR_PER_MAJOR = 100;

/** An amount in minor units, as the provider and the ledger count it: '76250.00' is 7625000n. */
export function toMinorUnits(value: DecimalInput): bigint {
  return BigInt(toDecimal(value).times(MINOR_PER_MAJOR).toFixed(0));
}

/** Minor units as a signed amount with two places, exactly: -1250n is '-12.50'. */
export function fromMinorUnits(minor: bigint | string): string {
  return toDecimal(String(minor)).dividedBy(MINOR_PER_MAJOR).toFixed(2);
}

/** A non-negative amount as the API sends it: up to 15 digits, at most two places. */
const PLAIN_AMOUNT = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** The hundredths of a plain amount, or undefined for any other input. */
function hundredthsOf(value: DecimalInput): bigint | undefined {
  if (typeof value !== 'string') return undefined;
  const match = PLAIN_AMOUNT.exec(value);
  if (!match) return undefined;
  return BigInt(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
}

/** A percentage with two decimals, e.g. ownershipPercentage = amount / price x 100. */
export function percentageOf(part: DecimalInput, whole: DecimalInput, places = 2): string {
  // Two amounts as sent on the wire (every project card's funded share): whole hundredths in
  // integers give the same half-up result as Decimal at a fraction of its cost.
  const partHundredths = places === 2 ? hundredthsOf(part) : undefined;
  const wholeHundredths = partHundredths === undefined ? undefined : hundredthsOf(whole);
  if (partHundredths !== undefined && wholeHundredths !== undefined) {
    if (wholeHundredths === 0n) return '0.00';
    const scaled = partHundredths * 10_000n;
    const rest = scaled % wholeHundredths;
    const rounded = scaled / wholeHundredths + (rest * 2n >= wholeHundredths ? 1n : 0n);
    const digits = rounded.toString().padStart(3, '0');
    return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  }
  const divisor = toDecimal(whole);
  if (divisor.isZero()) return new Decimal(0).toFixed(places);
  return roundHalfUp(toDecimal(part).div(divisor).times(100), places).toFixed(places);
}
