// Only Decimal's type: decimal.js (13 KB gzip) stays out of every page that shows an amount.
import type { Decimal } from '@coinvest/contract/decimal';

/** Currencies shown without minor units: yen and won. */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW']);

export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/** Places a converted amount keeps before it is formatted: far below any currency's cent. */
const CONVERSION_PLACES = 20;

/** A decimal number as an integer over a power of ten: units / 10^scale, exactly. */
interface Scaled {
  units: bigint;
  scale: number;
}

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function toScaled(value: string | Decimal): Scaled {
  // Decimal's toFixed() without places is its exact value in plain notation.
  const text = typeof value === 'string' ? value.trim() : value.toFixed();
  const match = NUMBER.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new Error(`Not a decimal number: ${text}`);
  }
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const units = BigInt(`${whole}${fraction}` || '0');
  const scale = fraction.length - Number(exponent);
  const signed = sign === '-' ? -units : units;
  return scale >= 0
    ? { units: signed, scale }
    : { units: signed * 10n ** BigInt(-scale), scale: 0 };
}

/** numerator / denominator (denominator > 0) rounded half away from zero to `places`. */
function roundFraction(numerator: bigint, denominator: bigint, places: number): string {
  const negative = numerator < 0n;
  const scaled = (negative ? -numerator : numerator) * 10n ** BigInt(places);
  const rest = scaled % denominator;
  const rounded = scaled / denominator + (rest * 2n >= denominator ? 1n : 0n);
  const digits = rounded.toString().padStart(places + 1, '0');
  const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative && rounded !== 0n ? `-${text}` : text;
}

/**
 * A decimal rounded half away from zero ("half-up" as accountants mean it) to `places`, as a
 * plain string with exactly that many places: exact, no float on the way.
 */
export function roundDecimal(value: string | Decimal, places: number): string {
  const { units, scale } = toScaled(value);
  return roundFraction(units, 10n ** BigInt(scale), places);
}

/**
 * How much of an amount to show: every cent ('exact', the default), whole units for round
 * figures such as a marketing claim ('whole': '$3,600'), two significant digits for a converted
 * amount that only has to read as a round choice, such as a budget ('round': 'GH₵77,000' for
 * GH₵77,345.12), or the locale's short form for large ones ('compact': '$1.9M').
 */
export type MoneyPrecision = 'exact' | 'whole' | 'round' | 'compact';

/** A whole amount kept to two significant digits, half away from zero: '77345' -> '77000'. */
function twoSignificantDigits(whole: string): string {
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  if (digits.length <= 2) return whole;
  const step = 10n ** BigInt(digits.length - 2);
  const value = BigInt(digits);
  const rounded = ((value + step / 2n) / step) * step;
  return `${negative ? '-' : ''}${rounded}`;
}

/**
 * An amount as the reader expects it in their locale, e.g. '$1,234.50' or 'GH₵12,500.00'.
 * Takes the wire's decimal string (or a Decimal) so no float ever rounds the amount.
 */
export function formatMoney(
  amount: string | Decimal,
  currency: string,
  locale: string,
  precision: MoneyPrecision = 'exact',
): string {
  if (precision === 'round') {
    return formatMoney(twoSignificantDigits(roundDecimal(amount, 0)), currency, locale, 'whole');
  }
  const digits = precision === 'exact' ? currencyDecimals(currency) : 0;
  if (precision === 'compact') {
    const compact = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    return compact.format(roundDecimal(amount, 0) as unknown as number);
  }
  const rounded = roundDecimal(amount, digits);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Intl formats a numeric string exactly (no float conversion); the cast matches its types.
  return format.format(rounded as unknown as number);
}

/**
 * Converts between currencies through their rates against one base (USD): divide by the
 * source rate, multiply by the target rate. Computed exactly and given with 20 places (half
 * away from zero), trailing zeros dropped: far finer than any cent it is then rounded to.
 */
export function convertAmount(
  amount: string | Decimal,
  fromRate: string | Decimal,
  toRate: string | Decimal,
): string {
  const value = toScaled(amount);
  const from = toScaled(fromRate);
  const to = toScaled(toRate);
  if (from.units === 0n) throw new Error('A currency rate of zero cannot convert');
  // value * to / from, over powers of ten: (v / 10^a) * (t / 10^c) / (f / 10^b).
  let numerator = value.units * to.units * 10n ** BigInt(from.scale);
  let denominator = from.units * 10n ** BigInt(value.scale + to.scale);
  if (denominator < 0n) [numerator, denominator] = [-numerator, -denominator];
  const text = roundFraction(numerator, denominator, CONVERSION_PLACES);
  return text.replace(/\.?0+$/, '') || '0';
}
