import type { CurrencyRateRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** In the picker's order; the first is the default currency. */
export function listCurrencyRates(db: Executor): Promise<CurrencyRateRow[]> {
  return db.selectFrom('currencyRates').selectAll().orderBy('sortOrder').orderBy('code').execute();
}
