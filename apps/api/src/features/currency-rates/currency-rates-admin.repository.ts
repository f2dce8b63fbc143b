import type { CurrencyRateRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** Every rate in the picker's order, locked while a change is written. */
export function lockCurrencyRates(db: Executor): Promise<CurrencyRateRow[]> {
  return db
    .selectFrom('currencyRates')
    .selectAll()
    .orderBy('sortOrder')
    .orderBy('code')
    .forUpdate()
    .execute();
}

export function setCurrencyRate(
  db: Executor,
  code: string,
  { rate, updatedBy }: { rate: string; updatedBy: number },
): Promise<CurrencyRateRow> {
  return db
    .updateTable('currencyRates')
    .set({ rate, updatedBy, updatedAt: new Date() })
    .where('code', '=', code)
    .returningAll()
    .executeTakeFirstOrThrow();
}
