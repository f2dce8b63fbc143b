import type { MoneyPrecision } from '@coinvest/ui';
import { useFormatMoney } from '../use-currency';

export interface MoneyProps {
  /** A decimal string as the API sends it, e.g. '150000.00'. */
  amount: string;
  /** The amount's own currency: 'USD' for projects, units and investments, 'GHS' for developers' totals. */
  currency: string;
  /** Every cent (the default), whole units, or the short form ('$1.9M') for large figures. */
  precision?: MoneyPrecision;
}

/** An amount in the reader's currency, e.g. `<Money amount="150000.00" currency="USD" />`. */
export function Money({ amount, currency, precision }: MoneyProps) {
  const format = useFormatMoney();
  return <span style={{ whiteSpace: 'nowrap' }}>{format(amount, currency, precision)}</span>;
}
