import type { TDeveloperScorecard, TPublicDeveloper } from '@coinvest/contract';
import { requestedRoutes, stubFetch } from '@coinvest/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { currencyRatesRoute } from '../../../lib/currency/testing';

const goodRecord: TDeveloperScorecard = {
  projectsDelivered: 4,
  projectsDeliveredWithPlan: 3,
  onTimeRatio: '66.67',
  averageDelayDays: '60.3',
  claimedUpdates: 5,
  verifiedUpdates: 3,
  verifiedShare: '60.00',
  projectsBehind: 1,
  projectsStalled: 0,
  licences: [
    {
      kind: 'greda_membership',
      number: 'GREDA/M/0418',
      expiresOn: '2027-12-31',
      status: 'valid',
    },
    { kind: 'reac_licence', number: null, expiresOn: null, status: 'missing' },
  ],
  hasExpiredLicence: false,
};

function makeDeveloper(overrides: Partial<TPublicDeveloper> = {}): TPublicDeveloper {
  return {
    id: 1,
    name: 'Adom Homes',
    description: 'Gated townhouse communities in East Legon.',
    email: 'info@adomhomes.example.com',
    phone: '+233 30 254 1187',
    website: 'https://adomhomes.example.com',
    address: '12 Lagos Avenue, East Legon, Accra',
    city: 'Accra',
    country: 'Ghana',
    establishedYear: 2009,
    licenseNumber: 'REA/DEV/2019/0142',
    specialties: ['Residential', 'Gated communities'],
    logoUrl: null,
    completedProjects: 14,
    totalValue: '312000000.00',
    rating: '4.65',
    isActive: true,
    scorecard: goodRecord,
    ...overrides,
  };
}

function renderDevelopers(developers: TPublicDeveloper[]) {
  const fetchStub = stubFetch({
    ...currencyRatesRoute,
    'GET /api/developers': { status: 200, body: developers },
  });
  renderApp('/developers');
  return fetchStub;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('/developers', () => {
  it("says 'Loading developers...' until the list arrives", async () => {
    renderDevelopers([makeDeveloper()]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading developers...');
    await card('Adom Homes');
    expect(screen.queryByText('Loading developers...')).not.toBeInTheDocument();
  });

  it('shows every field of a developer on its card', async () => {
    window.localStorage.setItem('preferred-currency', 'GHS');
    renderDevelopers([makeDeveloper()]);
    const adom = await card('Adom Homes');

    expect(within(adom).getByRole('heading', { level: 2, name: 'Adom Homes' })).toBeVisible();
    expect(within(adom).getByText('Est. 2009')).toBeVisible();
    expect(within(adom).getByText('Accra, Ghana')).toBeVisible();
    expect(within(adom).getByText('Gated townhouse communities in East Legon.')).toBeVisible();
    expect(within(adom).getByText('Completed Projects').nextSibling).toHaveTextContent('14');
    expect(await within(adom).findByText('GHS 312,000,000.00')).toBeVisible();
    expect(within(adom).getByRole('list', { name: 'Specialties' })).toHaveTextContent(
      'ResidentialGated communities',
    );
    expect(within(adom).getByRole('link', { name: '+233 30 254 1187' })).toHaveAttribute(
      'href',
      'tel:+233302541187',
    );
    expect(within(adom).getByRole('link', { name: 'info@adomhomes.example.com' })).toHaveAttribute(
      'href',
      'mailto:info@adomhomes.example.com',
    );
    expect(within(adom).getByText('Address:').parentElement).toHaveTextContent(
      'Address: 12 Lagos Avenue, East Legon, Accra',
    );
    expect(within(adom).getByText('License No.:').parentElement).toHaveTextContent(
      'License No.: REA/DEV/2019/0142',
    );
  });

  it('shows the scorecard: figures, licences with their status and how it is computed', async () => {
    renderDevelopers([makeDeveloper()]);
    const record = within(await card('Adom Homes')).getByRole('region', { name: 'Track record' });

    expect(within(record).getByText('Projects delivered').nextSibling).toHaveTextContent('4');
    expect(within(record).getByText('Delivered on time').nextSibling).toHaveTextContent('67%');
    expect(within(record).getByText('Average delay').nextSibling).toHaveTextContent('60.3 days');
    expect(within(record).getByText('Claimed progress verified').nextSibling).toHaveTextContent(
      '60% (3 of 5 updates)',
    );
    expect(within(record).getByText('Behind schedule now').nextSibling).toHaveTextContent('1');
    const licences = within(record).getByRole('list', { name: 'Licences' });
    expect(licences).toHaveTextContent(
      'GREDA membershipValidNo. GREDA/M/0418, valid until Dec 31, 2027',
    );
    expect(licences).toHaveTextContent('Real Estate Agency Council licenceNot on file');
    expect(within(record).queryByText('Expired licence')).not.toBeInTheDocument();

    await userEvent.click(within(record).getByRole('button', { name: 'How we compute this' }));
    // The panel opens with a transition: visible once it has run, however slow the machine.
    const method = within(record).getByText(
      /no more than 90 days after the planned completion date/,
    );
    await waitFor(() => expect(method).toBeVisible());
  });

  it("warns of an expired licence and says 'None yet' for figures without data", async () => {
    renderDevelopers([
      makeDeveloper({
        scorecard: {
          ...goodRecord,
          projectsDelivered: 0,
          projectsDeliveredWithPlan: 0,
          onTimeRatio: null,
          averageDelayDays: null,
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
        },
      }),
    ]);
    const record = within(await card('Adom Homes')).getByRole('region', { name: 'Track record' });
    expect(within(record).getByRole('alert')).toHaveTextContent('Expired licence');
    expect(within(record).getByText('Delivered on time').nextSibling).toHaveTextContent('None yet');
    expect(within(record).getByRole('list', { name: 'Licences' })).toHaveTextContent(
      'GREDA membershipExpired',
    );
  });

  it('badges the first specialty only', async () => {
    renderDevelopers([makeDeveloper()]);
    const adom = await card('Adom Homes');
    // Once as the badge, once in the list of all specialties.
    expect(within(adom).getAllByText('Residential')).toHaveLength(2);
    expect(within(adom).getAllByText('Gated communities')).toHaveLength(1);
  });

  it('shows a rating above 0 with one decimal, and N/A with no rating badge at 0', async () => {
    renderDevelopers([
      makeDeveloper(),
      makeDeveloper({ id: 2, name: 'Kente Court', rating: '0.00' }),
    ]);
    const adom = await card('Adom Homes');
    const kente = await card('Kente Court');

    expect(within(adom).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible();
    expect(within(adom).getByText('Rating').nextSibling).toHaveTextContent('4.7');
    expect(within(kente).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(within(kente).getByText('Rating').nextSibling).toHaveTextContent('N/A');
    expect(within(kente).queryByText('0.0')).not.toBeInTheDocument();
  });

  it('opens the website in a new tab, and has no Visit Website without one', async () => {
    renderDevelopers([
      makeDeveloper(),
      makeDeveloper({ id: 2, name: 'Kente Court', website: null }),
      makeDeveloper({ id: 3, name: 'Volta Crest', website: 'javascript:alert(1)' }),
    ]);
    const visit = within(await card('Adom Homes')).getByRole('link', { name: 'Visit Website' });
    expect(visit).toHaveAttribute('href', 'https://adomhomes.example.com/');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');

    for (const name of ['Kente Court', 'Volta Crest']) {
      expect(
        within(await card(name)).queryByRole('link', { name: 'Visit Website' }),
      ).not.toBeInTheDocument();
    }
  });

  it('leaves out the address, licence, year and first badge when they are absent', async () => {
    renderDevelopers([
      makeDeveloper({
        address: '',
        licenseNumber: null,
        establishedYear: null,
        specialties: [],
      }),
    ]);
    const adom = await card('Adom Homes');
    expect(within(adom).queryByText('Address:')).not.toBeInTheDocument();
    expect(within(adom).queryByText('License No.:')).not.toBeInTheDocument();
    expect(within(adom).queryByText(/^Est\./)).not.toBeInTheDocument();
    expect(within(adom).queryByRole('list', { name: 'Specialties' })).not.toBeInTheDocument();
  });

  it('converts the cedi total value to the chosen currency', async () => {
    renderDevelopers([makeDeveloper()]);
    // No stored choice: the first currency, US dollars; 312,000,000 / 12.5.
    expect(await within(await card('Adom Homes')).findByText('$24,960,000.00')).toBeVisible();
  });

  it('invites developers to partner, through the contact page', async () => {
    renderDevelopers([]);
    const partner = screen.getByRole('region', { name: 'Are You a Developer?' });
    await userEvent.click(within(partner).getByRole('link', { name: 'Contact Us' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  it('says when the list cannot be loaded, and tries again on request', async () => {
    const fetchStub = stubFetch({
      ...currencyRatesRoute,
      'GET /api/developers': { status: 500, body: { message: 'Internal Server Error' } },
    });
    renderApp('/developers');

    expect(await screen.findByText('Failed to Load Developers')).toBeVisible();
    // No retry: one call until the visitor asks again.
    const developerCalls = () =>
      requestedRoutes(fetchStub).filter((route) => route === 'GET /api/developers');
    expect(developerCalls()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(developerCalls()).toHaveLength(2);
  });
});
