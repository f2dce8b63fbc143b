import { Decimal, type DecimalInput } from '@coinvest/contract/decimal';

/**
 * An amount on a statement: the currency code, then the amount to the cent with comma groups
 * ('GHS 12,345.67', 'USD 1,000.00'). The code, not a sign: the PDF's built-in fonts have no
 * '₵'. Written without Intl, so a statement reads the same on every server.
 */
export function formatStatementMoney(currency: string, amount: DecimalInput): string {
  const fixed = new Decimal(amount).toFixed(2);
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${negative ? '-' : ''}${grouped}.${cents}`;
}

/** A date on a statement or in the export: the UTC calendar day, 'YYYY-MM-DD'. */
export function formatStatementDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
