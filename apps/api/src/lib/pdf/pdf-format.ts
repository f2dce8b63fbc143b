import { Decimal, type DecimalInput } from '@coinvest/contract/decimal';

/**
 * An amount in a PDF (statement, receipt): the currency code, then the amount to the cent with
 * comma groups ('GHS 12,345.67', 'USD 1,000.00'). The code, not a sign, and written without
 * Intl, so a document reads the same in every language and on every server.
 */
export function formatPdfMoney(currency: string, amount: DecimalInput): string {
  const fixed = new Decimal(amount).toFixed(2);
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${negative ? '-' : ''}${grouped}.${cents}`;
}

/** A date in a PDF or an export: the UTC calendar day, 'YYYY-MM-DD'. */
export function formatPdfDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
