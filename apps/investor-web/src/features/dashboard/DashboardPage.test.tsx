import type {
  TDashboardActivity,
  TDashboardCharts,
  TDashboardInvestment,
  TDashboardSummary,
} from '@coinvest/contract';
import { sentQueries, stubFetch } from '@coinvest/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, storeSession } from '../../test/render';

const DAY_MS = 24 * 60 * 60 * 1000;

const summary: TDashboardSummary = {
  totalInvested: '37777.77',
  confirmedAmount: '30000.00',
  awaitingPaymentAmount: '7777.77',
  currentValue: '33333.33',
  realisedProfit: '3333.33',
  investmentCount: 3,
  projectCount: 2,
  unitCount: 3,
  ghs: { atInvestmentRates: '448456.69', atTodaysRate: '472222.13', difference: '23765.44' },
};

function investment(overrides: Partial<TDashboardInvestment>): TDashboardInvestment {
  return {
    id: 1,
    project: { id: 11, title: 'Airport Residences', location: 'Accra' },
    unit: { id: 21, unitNumber: 'A-101', status: 'partially_funded' },
    amount: '10000.00',
    ownershipPercentage: '10.00',
    currentValue: '10000.00',
    status: 'confirmed',
    paymentReference: 'INV-0000000000A1',
    paymentDeadline: null,
    profitShare: null,
    progressPercentage: 45,
    ghs: { atInvestmentRates: '101234.56', atTodaysRate: '125000.00', difference: '23765.44' },
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

const activity: TDashboardActivity = {
  interests: [
    {
      id: 5,
      project: { id: 12, title: 'Tema Heights' },
      interestAmount: '25000',
      currency: 'USD',
      status: 'pending',
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  kyc: null,
  notifications: [],
  unreadNotifications: 0,
};

const charts: TDashboardCharts = {
  byProject: [{ projectId: 11, title: 'Airport Residences', amount: '30000.00' }],
  byLocation: [{ location: 'Accra', amount: '30000.00' }],
  byMonth: [{ month: '2026-01', amount: '30000.00', cumulative: '30000.00' }],
};

/** One page of the portfolio as the API answers it. */
function portfolioPage(items: TDashboardInvestment[], total: number, nextCursor: string | null) {
  return { status: 200, body: { items, total, pageSize: 20, nextCursor } };
}

function signedInWith(
  items: TDashboardInvestment[],
  kyc: TDashboardActivity['kyc'] = null,
  investments: (url: URL) => ReturnType<typeof portfolioPage> = () =>
    portfolioPage(items, items.length, null),
) {
  const ama = makeUser();
  storeSession(ama);
  const fetchStub = stubFetch({
    'GET /api/auth/user': { status: 200, body: ama },
    'GET /api/dashboard/summary': { status: 200, body: summary },
    'GET /api/dashboard/investments': (_body, url) => investments(url),
    'GET /api/dashboard/activity': { status: 200, body: { ...activity, kyc } },
    'GET /api/dashboard/charts': { status: 200, body: charts },
  });
  renderApp('/dashboard');
  return fetchStub;
}

describe('/dashboard', () => {
  it('greets the signed-in user', async () => {
    const ama = makeUser();
    storeSession(ama);
    stubFetch({ 'GET /api/auth/user': { status: 200, body: ama } });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ama')).toBeInTheDocument();
  });

  it('sends a visitor to /signin', () => {
    stubFetch({});
    renderApp('/dashboard');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('sends a user whose token the server refuses to /signin', async () => {
    storeSession(makeUser(), 'revoked');
    stubFetch({
      'GET /api/auth/user': { status: 401, body: { message: 'Authentication required' } },
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('says so when the account cannot be checked, rather than signing the user out', async () => {
    storeSession(makeUser());
    stubFetch({
      'GET /api/auth/user': { status: 503, body: { message: 'The database is unavailable' } },
    });
    renderApp('/dashboard');

    expect(await screen.findByText('We could not check your account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('token-1');
  });

  it('shows the totals, and the cedi figures at the rates of the days invested beside today', async () => {
    signedInWith([investment({})]);
    const totals = await screen.findByRole('region', { name: 'Portfolio summary' });
    expect(within(totals).getByText('$37,777.77')).toBeInTheDocument();
    expect(within(totals).getByText('Awaiting payment: $7,777.77')).toBeInTheDocument();
    expect(within(totals).getByText('$3,333.33')).toBeInTheDocument();
    expect(within(totals).getByText('3 investments · 2 projects · 3 units')).toBeInTheDocument();
    expect(within(totals).getByText('GHS 448,456.69')).toBeInTheDocument();
    expect(within(totals).getByText('GHS 23,765.44')).toBeInTheDocument();
  });

  it('lists a pending investment with its deadline countdown and reference, a sold one with its share', async () => {
    signedInWith([
      investment({
        id: 2,
        status: 'pending_payment',
        amount: '7777.77',
        paymentReference: 'INV-00000000DA5B',
        paymentDeadline: new Date(Date.now() + 3 * DAY_MS + 3_600_000).toISOString(),
        progressPercentage: null,
      }),
      investment({ id: 1, profitShare: '3333.33', currentValue: '23333.33' }),
    ]);
    const list = await screen.findByRole('region', { name: 'Your investments' });
    const [pending, sold] = within(list).getAllByRole('listitem');
    expect(within(pending!).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(pending!).getByText(/^3 days(, 1 hour)? left$/)).toBeInTheDocument();
    // The payments feature's how-to-pay card, with the reference to quote.
    expect(within(pending!).getByText('INV-00000000DA5B')).toBeInTheDocument();
    expect(within(pending!).getByText('No progress update yet')).toBeInTheDocument();
    expect(within(sold!).getByText('Unit sold')).toBeInTheDocument();
    expect(within(sold!).getByText('$3,333.33')).toBeInTheDocument();
    expect(within(sold!).getByRole('link', { name: 'View project' })).toHaveAttribute(
      'href',
      '/projects/11',
    );
  });

  it("shows more of a long portfolio on 'Show more investments', the next page after the first", async () => {
    const first = [investment({ id: 3 }), investment({ id: 2 })];
    const last = investment({
      id: 1,
      project: { id: 12, title: 'Tema Heights', location: 'Tema' },
    });
    const fetchStub = signedInWith([], null, (url) =>
      url.searchParams.get('cursor') === 'after-2'
        ? portfolioPage([last], 3, null)
        : portfolioPage(first, 3, 'after-2'),
    );
    const list = await screen.findByRole('region', { name: 'Your investments' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Showing 2 of 3 investments')).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(list).getByRole('button', { name: 'Show more investments' }));

    expect(await within(list).findByText('Tema Heights')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Showing 3 of 3 investments')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Show more investments' })).toBeNull();
    const cursors = sentQueries(fetchStub, 'GET', '/api/dashboard/investments').map((query) =>
      query.get('cursor'),
    );
    expect(cursors).toEqual([null, 'after-2']);
  });

  it('offers no more when the whole portfolio is on its first page', async () => {
    signedInWith([investment({})]);
    const list = await screen.findByRole('region', { name: 'Your investments' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByRole('button', { name: 'Show more investments' })).toBeNull();
    expect(within(list).queryByText(/Showing/)).toBeNull();
  });

  it('leads an investor with nothing yet to the projects and to verification', async () => {
    signedInWith([]);
    expect(await screen.findByRole('link', { name: 'Browse projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(await screen.findByRole('link', { name: 'Verify identity' })).toHaveAttribute(
      'href',
      '/kyc-verification',
    );
  });

  it('shows a verified KYC with its expiry, and the interests with their status', async () => {
    signedInWith([], {
      status: 'approved',
      isVerified: true,
      isExpired: false,
      canResubmit: false,
      expiresAt: '2027-06-30T00:00:00.000Z',
    });
    expect(await screen.findByText('Valid until Jun 30, 2027')).toBeInTheDocument();
    const interests = screen.getByRole('region', { name: 'Your interests' });
    expect(within(interests).getByText('Tema Heights')).toBeInTheDocument();
    expect(within(interests).getByText('Pending')).toBeInTheDocument();
  });

  it('gives the charts a text alternative', async () => {
    signedInWith([investment({})]);
    expect(await screen.findByText('Accra: $30,000.00')).toBeInTheDocument();
    expect(screen.getByText('Jan 2026: $30,000.00')).toBeInTheDocument();
  });

  it('gives each allocation a visible legend and the line over time its series name', async () => {
    signedInWith([investment({})]);
    const byLocation = (await screen.findByText('Allocation by location')).closest('figure')!;
    const legendEntry = await within(byLocation).findByText('Accra: $30,000.00');
    expect(legendEntry.closest('.mantine-VisuallyHidden-root')).toBeNull();
    expect(legendEntry.closest('[aria-hidden]')).toBeNull();
    const overTime = screen.getByText('Invested over time').closest('figure')!;
    expect(within(overTime).getByText('Total invested')).toBeInTheDocument();
  });
});
