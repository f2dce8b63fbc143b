import { useFormatMoney } from '../use-currency';

export interface MoneyProps {
  /** A decimal string as the API sends it, e.g. '150000.00'. */
  amount: string;
  /** The amount's own currency: 'USD' for projects, units and investments, 'GHS' for developers' totals. */
  currency: string;
}

/** An amount in the reader's currency, e.g. `<Money amount="150000.00" currency="USD" />`. */
export function Money({ amount, currency }: MoneyProps) {
  const format = useFormatMoney();
  return <span style={{ whiteSpace: 'nowrap' }}>{format(amount, currency)}</span>;
}
