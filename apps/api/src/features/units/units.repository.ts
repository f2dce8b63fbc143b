import type { DB, UnitRow } from '@coinvest/db';
import { sql, type Kysely, type Transaction } from 'kysely';

type Executor = Kysely<DB> | Transaction<DB>;

export function listUnitsOfProject(db: Executor, projectId: number): Promise<UnitRow[]> {
  return db
    .selectFrom('units')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('unitNumber')
    .orderBy('id')
    .execute();
}

export interface UnitStatisticsRow {
  available: number;
  partiallyFunded: number;
  fullyFunded: number;
  sold: number;
  total: number;
  minimumLowest: string | null;
  minimumHighest: string | null;
}

export function unitStatisticsOfProject(
  db: Executor,
  projectId: number,
): Promise<UnitStatisticsRow> {
  return db
    .selectFrom('units')
    .where('projectId', '=', projectId)
    .select([
      sql<number>`(count(*) filter (where status = 'available'))::int`.as('available'),
      sql<number>`(count(*) filter (where status = 'partially_funded'))::int`.as('partiallyFunded'),
      sql<number>`(count(*) filter (where status = 'fully_funded'))::int`.as('fullyFunded'),
      sql<number>`(count(*) filter (where status = 'sold'))::int`.as('sold'),
      sql<number>`count(*)::int`.as('total'),
      sql<string | null>`min(min_investment_amount)`.as('minimumLowest'),
      sql<string | null>`max(min_investment_amount)`.as('minimumHighest'),
    ])
    .executeTakeFirstOrThrow();
}
