import type { TProjectUpdate } from '@coinvest/contract';
import { renderWithProviders } from '@coinvest/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { ConstructionProgress } from './ConstructionProgress';

function update(
  id: number,
  progressPercentage: number | null,
  verification: TProjectUpdate['verification'],
): TProjectUpdate {
  return {
    id,
    projectId: 1,
    title: `Update ${id}`,
    description: 'On site.',
    progressPercentage,
    updateType: 'progress',
    imageUrl: null,
    milestoneId: null,
    author: 'developer',
    createdAt: '2026-11-20T10:00:00.000Z',
    evidence: [],
    verification,
  };
}

const unclaimed = {
  status: 'not_claimed',
  reviewedAt: null,
  inspectorName: null,
  note: null,
} as const;
const reported = { ...unclaimed, status: 'reported' } as const;
const verified = {
  status: 'verified',
  reviewedAt: '2026-11-21T10:00:00.000Z',
  inspectorName: 'Efua Mensah',
  note: 'Seen on site.',
} as const;

describe("the project's construction progress", () => {
  it('shows the newest claimed percent as reported while no inspector has verified it', () => {
    renderWithProviders(
      <ConstructionProgress
        updates={[update(3, null, unclaimed), update(2, 55, reported), update(1, 40, verified)]}
      />,
      { i18n },
    );
    const section = screen.getByRole('region', { name: 'Construction progress' });
    expect(section).toHaveTextContent('55% complete');
    expect(section).toHaveTextContent('Reported by the developer, not yet verified');
  });

  it('says who verified it and when once an inspector has', () => {
    renderWithProviders(<ConstructionProgress updates={[update(1, 40, verified)]} />, { i18n });
    const section = screen.getByRole('region', { name: 'Construction progress' });
    expect(section).toHaveTextContent('40% complete');
    expect(section).toHaveTextContent('Verified by an independent inspector on Nov 21, 2026');
  });

  it('shows nothing while no update claims a percent', () => {
    renderWithProviders(<ConstructionProgress updates={[update(1, null, unclaimed)]} />, { i18n });
    expect(screen.queryByRole('region', { name: 'Construction progress' })).toBeNull();
  });
});
