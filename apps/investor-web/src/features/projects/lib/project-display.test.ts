import { describe, expect, it } from 'vitest';
import { percentLabel } from './project-display';
import { isOpenForInvestment, roundedFundedPercent } from './project-status';

describe('project display helpers', () => {
  it('shows percentages without needless zeros', () => {
    expect(percentLabel('18.00')).toBe('18');
    expect(percentLabel('18.50')).toBe('18.5');
    expect(percentLabel('20')).toBe('20');
  });

  it('rounds the percent funded half-up and shows it only while open for investment', () => {
    expect(roundedFundedPercent({ fundedPercentage: '42.50' })).toBe(43);
    expect(roundedFundedPercent({ fundedPercentage: '42.49' })).toBe(42);
    const open = { status: 'planning', availableUnits: 2, totalUnits: 3 } as const;
    expect(isOpenForInvestment(open)).toBe(true);
    expect(isOpenForInvestment({ ...open, availableUnits: 0 })).toBe(false);
    expect(isOpenForInvestment({ ...open, status: 'completed' })).toBe(false);
  });
});
