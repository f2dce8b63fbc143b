import type { UnitChanges, UnitRow } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/**
 * The unit, locked until the transaction ends. Every reservation check, payment, sale and edit
 * of a unit runs under this lock (investments and the admin both take it from here).
 */
export function lockUnit(db: Executor, id: number): Promise<UnitRow | undefined> {
  return db.selectFrom('units').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Writes a unit's funding figures (and the status that follows them) under its lock. */
export async function updateUnitFunding(
  db: Executor,
  unitId: number,
  changes: Pick<UnitChanges, 'currentInvestment' | 'reservedAmount' | 'status'>,
): Promise<void> {
  await db
    .updateTable('units')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', unitId)
    .execute();
}

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

/** A project's units, locked until the transaction ends: nothing is invested in them meanwhile. */
export function lockUnitsOfProject(db: Executor, projectId: number) {
  return db
    .selectFrom('units')
    .select(['id', 'unitNumber'])
    .where('projectId', '=', projectId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The unit when it belongs to the project. */
export function findUnitInProject(db: Executor, unitId: number, projectId: number) {
  return db
    .selectFrom('units')
    .select('id')
    .where('id', '=', unitId)
    .where('projectId', '=', projectId)
    .executeTakeFirst();
}
