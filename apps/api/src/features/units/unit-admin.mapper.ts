import type { TAdminUnit } from '@coinvest/contract';
import type { UnitRow } from '@coinvest/db';
import { toUnit } from './unit.mapper';

/** The admin's view of a unit: the public one plus the sale figures and the manual flag. */
export function toAdminUnit(row: UnitRow): TAdminUnit {
  return {
    ...toUnit(row),
    reservedAmount: row.reservedAmount,
    manualStatus: row.manualStatus,
    soldAt: row.soldAt ? row.soldAt.toISOString() : null,
    soldPrice: row.soldPrice,
    profitGenerated: row.profitGenerated,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
