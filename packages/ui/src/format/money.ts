import { Decimal, toDecimal } from '@coinvest/contract/decimal';

/** Currencies shown without minor units, as the spec says: yen and won. */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW']);

export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/**
 * How much of an amount to show: every cent ('exact', the default), whole units for round
 * figures such as a marketing claim ('whole': '$3,600'), or the locale's short form for large
 * ones ('compact': '$1.9M').
 */
export type MoneyPrecision = 'exact' | 'whole' | 'compact';

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
  const digits = precision === 'exact' ? currencyDecimals(currency) : 0;
  if (precision === 'compact') {
    const compact = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    return compact.format(toDecimal(amount).toFixed(0) as unknown as number);
  }
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
