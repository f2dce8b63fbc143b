import { AWAITING_PAYMENT_STATUSES } from '@coinvest/contract';
import type { InvestmentRow, NewUnit, UnitChanges, UnitRow, UnitStatus } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import { containsPattern } from '../../lib/like-pattern';

export interface AdminUnitFilters {
  projectId: number;
  /** Part of the unit number or type. */
  search?: string | undefined;
  status?: UnitStatus | undefined;
}

function filteredUnits(db: Executor, { projectId, search, status }: AdminUnitFilters) {
  let query = db.selectFrom('units').where('projectId', '=', projectId);
  if (status) query = query.where('status', '=', status);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('unitNumber', 'ilike', pattern),
        eb(eb.cast<string>('unitType', 'text'), 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** Where a page of the units starts: after this unit number (and id, the tie-breaker). */
export type AdminUnitPosition = readonly [unitNumber: string, id: number];

/** By unit number, through the (project_id, unit_number, id) index. */
export function listAdminUnitPage(
  db: Executor,
  filters: AdminUnitFilters,
  { limit, after }: { limit: number; after?: AdminUnitPosition | undefined },
): Promise<UnitRow[]> {
  let page = filteredUnits(db, filters);
  if (after) page = page.where(sql<boolean>`(unit_number, id) > (${after[0]}, ${after[1]})`);
  return page.selectAll().orderBy('unitNumber').orderBy('id').limit(limit).execute();
}

export async function countAdminUnits(db: Executor, filters: AdminUnitFilters): Promise<number> {
  const row = await filteredUnits(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertUnit(db: Executor, values: NewUnit): Promise<UnitRow> {
  return db.insertInto('units').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateUnitRow(db: Executor, id: number, changes: UnitChanges): Promise<UnitRow> {
  return db
    .updateTable('units')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteUnitRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('units').where('id', '=', id).execute();
}

export async function unitHasInvestments(db: Executor, unitId: number): Promise<boolean> {
  const row = await db
    .selectFrom('investments')
    .select('id')
    .where('unitId', '=', unitId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Investments that hold money in the unit: paid, or reserved and awaiting payment. */
export async function unitHasActiveInvestments(db: Executor, unitId: number): Promise<boolean> {
  const row = await db
    .selectFrom('investments')
    .select('id')
    .where('unitId', '=', unitId)
    .where('status', 'not in', ['cancelled', 'expired'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Investments reserved in the unit and not yet paid. */
export async function unitHasUnpaidInvestments(db: Executor, unitId: number): Promise<boolean> {
  const row = await db
    .selectFrom('investments')
    .select('id')
    .where('unitId', '=', unitId)
    .where('status', 'in', AWAITING_PAYMENT_STATUSES)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The unit's paid investments, oldest first, locked while their profit shares are written. */
export function lockConfirmedInvestments(db: Executor, unitId: number): Promise<InvestmentRow[]> {
  return db
    .selectFrom('investments')
    .selectAll()
    .where('unitId', '=', unitId)
    .where('status', '=', 'confirmed')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setInvestmentProfitShare(
  db: Executor,
  id: number,
  { profitShare, currentValue }: { profitShare: string; currentValue: string },
): Promise<void> {
  await db
    .updateTable('investments')
    .set({ profitShare, currentValue, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}
