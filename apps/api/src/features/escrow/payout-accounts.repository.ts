import type { DeveloperPayoutAccountRow, NewDeveloperPayoutAccount } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** The developer's payout account; undefined when none is on file. */
export function findPayoutAccount(
  db: Executor,
  developerId: number,
): Promise<DeveloperPayoutAccountRow | undefined> {
  return db
    .selectFrom('developerPayoutAccounts')
    .selectAll()
    .where('developerId', '=', developerId)
    .executeTakeFirst();
}

/** Keeps the developer's payout account, replacing the one on file. */
export function upsertPayoutAccount(
  db: Executor,
  values: NewDeveloperPayoutAccount,
): Promise<DeveloperPayoutAccountRow> {
  const { developerId: _developerId, ...changes } = values;
  return db
    .insertInto('developerPayoutAccounts')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('developerId').doUpdateSet({ ...changes, updatedAt: new Date() }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
