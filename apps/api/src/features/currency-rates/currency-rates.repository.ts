import type { CurrencyRateRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** In the picker's order; the first is the default currency. */
export function listCurrencyRates(db: Executor): Promise<CurrencyRateRow[]> {
  return db.selectFrom('currencyRates').selectAll().orderBy('sortOrder').orderBy('code').execute();
}

/** Cedis per US dollar, as the admin last set it; undefined before any rate is stored. */
export async function usdToGhsRate(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom('currencyRates')
    .select('rate')
    .where('code', '=', 'GHS')
    .executeTakeFirst();
  return row?.rate;
}
