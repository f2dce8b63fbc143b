import { toDecimal, type DecimalInput } from '@coinvest/contract/decimal';
import type { UnitStatus } from '@coinvest/db';

/**
 * The status a unit's confirmed funding gives it (docs/product-rules.md, Unit funding status):
 * nothing paid is available, part of the price partially_funded, all of it fully_funded. A sold
 * unit, or one whose status the admin set by hand, keeps its status; callers check that first.
 */
export function fundingStatus(
  currentInvestment: DecimalInput,
  totalInvestmentNeeded: DecimalInput,
): Exclude<UnitStatus, 'sold'> {
  const current = toDecimal(currentInvestment);
  if (current.lte(0)) return 'available';
  return current.gte(totalInvestmentNeeded) ? 'fully_funded' : 'partially_funded';
}
