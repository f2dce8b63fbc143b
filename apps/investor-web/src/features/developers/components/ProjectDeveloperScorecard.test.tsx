import type { TDeveloperScorecard } from '@coinvest/contract';
import { requestedRoutes, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currencyRatesRoute } from '../../../lib/currency/testing';
import { renderApp } from '../../../test/render';
import { makeProject, makeUnitStatistics } from '../../projects/testing';

const poorRecord: TDeveloperScorecard = {
  projectsDelivered: 2,
  projectsDeliveredWithPlan: 2,
  onTimeRatio: '0.00',
  averageDelayDays: '258.0',
  claimedUpdates: 4,
  verifiedUpdates: 0,
  verifiedShare: '0.00',
  projectsBehind: 1,
  projectsStalled: 1,
  licences: [
    {
      kind: 'greda_membership',
      number: 'GREDA/M/1127',
      expiresOn: '2025-06-30',
      status: 'expired',
    },
    { kind: 'reac_licence', number: null, expiresOn: null, status: 'missing' },
  ],
  hasExpiredLicence: true,
};

function stubProjectOf(developerId: number | null) {
  return stubFetch({
    ...currencyRatesRoute,
    'GET /api/projects/1': { status: 200, body: makeProject({ developerId }) },
    'GET /api/projects/1/units': { status: 200, body: [] },
    'GET /api/projects/1/unit-statistics': { status: 200, body: makeUnitStatistics() },
    'GET /api/projects/1/updates': { status: 200, body: [] },
    'GET /api/developers/7': {
      status: 200,
      body: {
        id: 7,
        name: 'Oyarifa Heights Ltd',
        description: 'Compound homes in Oyarifa.',
        email: 'info@oyarifa.example.com',
        phone: '+233 30 000 0000',
        website: null,
        address: 'Oyarifa',
        city: 'Accra',
        country: 'Ghana',
        establishedYear: 2012,
        licenseNumber: null,
        specialties: [],
        logoUrl: null,
        completedProjects: 2,
        totalValue: '0.00',
        rating: '0.00',
        isActive: true,
        scorecard: poorRecord,
      },
    },
  });
}

describe("a project page's developer scorecard", () => {
  it("shows the project's developer's record and its expired-licence warning", async () => {
    stubProjectOf(7);
    renderApp('/projects/1');
    const section = await screen.findByRole('region', { name: "The developer's track record" });
    expect(section).toHaveTextContent('Oyarifa Heights Ltd');
    expect(within(section).getByRole('alert')).toHaveTextContent('Expired licence');
    expect(within(section).getByText('Average delay').nextSibling).toHaveTextContent('258 days');
    expect(within(section).getByText('Stalled now').nextSibling).toHaveTextContent('1');
  });

  it('has no such section, and asks nothing, for a project without a developer on the platform', async () => {
    const fetchStub = stubProjectOf(null);
    renderApp('/projects/1');
    await screen.findByRole('heading', { level: 1, name: 'Legon Court Residences' });
    expect(
      screen.queryByRole('region', { name: "The developer's track record" }),
    ).not.toBeInTheDocument();
    expect(requestedRoutes(fetchStub).filter((route) => route.includes('/api/developers'))).toEqual(
      [],
    );
  });
});
