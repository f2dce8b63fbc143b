import type { TUnit, TUnitStatistics } from '@coinvest/contract';
import { Decimal, toMoneyString } from '@coinvest/contract/decimal';
import type { UnitRow } from '@coinvest/db';
import type { UnitStatisticsRow } from './units.repository';

/**
 * The one place a unit row becomes what a visitor sees: the sale figures (sold price, profit)
 * and the admin's manual-status flag stay inside. Its pictures are read apart (features/pictures).
 */
export function toUnit(row: UnitRow): Omit<TUnit, 'pictures'> {
  const remaining = Decimal.max(
    0,
    new Decimal(row.totalInvestmentNeeded).minus(row.currentInvestment).minus(row.reservedAmount),
  );
  return {
    id: row.id,
    projectId: row.projectId,
    unitNumber: row.unitNumber,
    unitType: row.unitType,
    status: row.status,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    floorArea: row.floorArea,
    plotSize: row.plotSize,
    floor: row.floor,
    block: row.block,
    price: row.price,
    minInvestmentAmount: row.minInvestmentAmount,
    currentInvestment: row.currentInvestment,
    totalInvestmentNeeded: row.totalInvestmentNeeded,
    remainingInvestment: toMoneyString(remaining),
    features: row.features,
    imageUrl: row.imageUrl,
    description: row.description,
  };
}

export function toUnitStatistics(row: UnitStatisticsRow): TUnitStatistics {
  return {
    availableUnits: row.available,
    partiallyFundedUnits: row.partiallyFunded,
    fullyFundedUnits: row.fullyFunded,
    soldUnits: row.sold,
    totalUnits: row.total,
    minimumInvestmentRange: {
      min: row.minimumLowest === null ? null : toMoneyString(row.minimumLowest),
      max: row.minimumHighest === null ? null : toMoneyString(row.minimumHighest),
    },
  };
}
