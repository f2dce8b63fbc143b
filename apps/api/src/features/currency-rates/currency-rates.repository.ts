import type { CurrencyRateRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** In the picker's order; the first is the default currency. */
export function listCurrencyRates(db: Executor): Promise<CurrencyRateRow[]> {
  return db.selectFrom('currencyRates').selectAll().orderBy('sortOrder').orderBy('code').execute();
}

/** Units of the currency per US dollar as stored today, e.g. '15.250000'; undefined when unset. */
export async function findRate(db: Executor, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('currencyRates')
    .select('rate')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.rate;
}
