import type { DeveloperLicenceKind } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** A licence as the scorecard and the audit record show it. */
const LICENCE_COLUMNS = ['kind', 'number', 'expiresOn'] as const;

export function listLicencesOfDevelopers(db: Executor, developerIds: readonly number[]) {
  return db
    .selectFrom('developerLicences')
    .select(['developerId', ...LICENCE_COLUMNS])
    .where('developerId', 'in', developerIds)
    .execute();
}

export function findDeveloperLicence(
  db: Executor,
  developerId: number,
  kind: DeveloperLicenceKind,
) {
  return db
    .selectFrom('developerLicences')
    .select(LICENCE_COLUMNS)
    .where('developerId', '=', developerId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Enters the developer's licence of this kind, or changes the one entered. */
export function upsertDeveloperLicence(
  db: Executor,
  developerId: number,
  kind: DeveloperLicenceKind,
  values: { number: string; expiresOn: string },
) {
  return db
    .insertInto('developerLicences')
    .values({ developerId, kind, ...values })
    .onConflict((conflict) =>
      conflict.columns(['developerId', 'kind']).doUpdateSet({ ...values, updatedAt: new Date() }),
    )
    .returning(LICENCE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Removes the developer's licence of this kind, answering it; undefined when there was none. */
export function deleteDeveloperLicence(
  db: Executor,
  developerId: number,
  kind: DeveloperLicenceKind,
) {
  return db
    .deleteFrom('developerLicences')
    .where('developerId', '=', developerId)
    .where('kind', '=', kind)
    .returning(LICENCE_COLUMNS)
    .executeTakeFirst();
}
