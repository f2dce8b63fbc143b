import { Decimal, toDecimal } from '@coinvest/contract/decimal';

/** Currencies shown without minor units, as the spec says: yen and won. */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW']);

export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/**
 * An amount as the reader expects it in their locale, e.g. '$1,234.50' or 'GH₵12,500.00'.
 * Takes the wire's decimal string (or a Decimal) so no float ever rounds the amount.
 */
export function formatMoney(amount: string | Decimal, currency: string, locale: string): string {
  const digits = currencyDecimals(currency);
  const rounded = toDecimal(amount).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toFixed(digits);
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
 * source rate, multiply by the target rate. Exact: the result is not rounded.
 */
export function convertAmount(
  amount: string | Decimal,
  fromRate: string | Decimal,
  toRate: string | Decimal,
): Decimal {
  return toDecimal(amount).div(toDecimal(fromRate)).times(toDecimal(toRate));
}
