import type { TProject, TProjectStatus, TUnitStatus } from '@coinvest/contract';
import { roundDecimal } from '@coinvest/ui';

/** Each lifecycle status with its own colour (docs/product-rules.md, Project statuses). */
export const PROJECT_STATUS_COLORS: Record<TProjectStatus, string> = {
  planning: 'blue.7',
  pre_construction: 'yellow.5',
  under_construction: 'teal.7',
  near_completion: 'grape.7',
  completed: 'green.8',
};

export const UNIT_STATUS_COLORS: Record<TUnitStatus, string> = {
  available: 'green.8',
  partially_funded: 'yellow.5',
  fully_funded: 'blue.7',
  sold: 'gray.6',
};

/** Open while it is not completed and has units left to fund (or no units listed yet). */
export function isOpenForInvestment(
  project: Pick<TProject, 'status' | 'availableUnits' | 'totalUnits'>,
): boolean {
  return project.status !== 'completed' && (project.totalUnits === 0 || project.availableUnits > 0);
}

/** The percent funded, rounded half-up to a whole number: currentFunding / totalTarget. */
export function roundedFundedPercent(project: Pick<TProject, 'fundedPercentage'>): number {
  return Number(roundDecimal(project.fundedPercentage, 0));
}
