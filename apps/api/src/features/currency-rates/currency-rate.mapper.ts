import type { TCurrencyRate } from '@coinvest/contract';
import { Decimal } from '@coinvest/contract/decimal';
import type { CurrencyRateRow } from '@coinvest/db';

/** The rate as a plain decimal without the column's trailing zeros: '12.500000' is '12.5'. */
export function toCurrencyRate(row: CurrencyRateRow): TCurrencyRate {
  return {
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    flag: row.flag,
    rate: new Decimal(row.rate).toFixed(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
