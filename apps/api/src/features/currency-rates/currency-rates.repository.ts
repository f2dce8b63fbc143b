import type { CurrencyRateRow, DB } from '@coinvest/db';
import type { Kysely, Transaction } from 'kysely';

type Executor = Kysely<DB> | Transaction<DB>;

/** In the picker's order; the first is the default currency. */
export function listCurrencyRates(db: Executor): Promise<CurrencyRateRow[]> {
  return db.selectFrom('currencyRates').selectAll().orderBy('sortOrder').orderBy('code').execute();
}
