import {
  createInvestment,
  createKycVerification,
  createProject,
  createProjectUpdate,
  createUnit,
  createUser,
} from '@coinvest/db/testing';
import type { TDashboardInvestmentList } from '@coinvest/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let ama: Caller;
let kofi: Caller;

// Still open on whatever day the test runs: the test API's expiry job runs every minute and
// would end a reservation whose deadline has passed while the file runs.
const OPEN_DEADLINE = new Date(Date.now() + 7 * 86_400_000);

const ids = {} as Record<
  'airport' | 'tema' | 'unitA' | 'unitB' | 'unitC' | 'old' | 'sold' | 'pending',
  number
>;
const KYC_EXPIRES = new Date('2027-06-30T00:00:00.000Z');

// Hand-computed fixture (US dollars; today's cedi rate 12.5):
// - old: 10,000.00 confirmed in January at 10.123456 cedis/$ -> GHS 101,234.56, today 125,000.00
// - sold: 20,000.00 confirmed in March at 12.5, 40% of its 50,000.00 unit, sold at 58,333.33: 8,333.33
//   profit, Ama's 40% share 3,333.33 (rounded down), the rest the developer's
// - pending: 7,777.77 awaiting payment in March at 12.5 -> GHS 97,222.13 (97,222.125 half-up)
// - a cancelled 5,000.00 counts nowhere; Kofi's 5,000.00 in the same unit is his alone.
beforeAll(async () => {
  api = await startTestApi();
  const admin = await signedInAdmin(api);
  ama = await signedIn(api, await createUser(api.db));
  kofi = await signedIn(api, await createUser(api.db));
  await api.db
    .updateTable('currencyRates')
    .set({ rate: '12.5' })
    .where('code', '=', 'GHS')
    .execute();

  const airport = await createProject(api.db, { title: 'Airport Residences', location: 'Accra' });
  const tema = await createProject(api.db, { title: 'Tema Heights', location: 'Tema' });
  const unitA = await createUnit(api.db, { projectId: airport.id, price: '100000.00' });
  const unitB = await createUnit(api.db, { projectId: airport.id, price: '50000.00' });
  const unitC = await createUnit(api.db, { projectId: tema.id, price: '80000.00' });
  Object.assign(ids, { airport: airport.id, tema: tema.id, unitA: unitA.id, unitB: unitB.id });
  ids.unitC = unitC.id;

  ids.old = (
    await createInvestment(api.db, {
      userId: ama.user.id,
      unitId: unitA.id,
      amount: '10000.00',
      usdToGhsRate: '10.123456',
      createdAt: new Date('2026-01-15T10:00:00Z'),
    })
  ).id;
  ids.sold = (
    await createInvestment(api.db, {
      userId: ama.user.id,
      unitId: unitB.id,
      amount: '20000.00',
      createdAt: new Date('2026-03-10T10:00:00Z'),
    })
  ).id;
  await createInvestment(api.db, {
    userId: kofi.user.id,
    unitId: unitA.id,
    amount: '5000.00',
    createdAt: new Date('2026-02-01T10:00:00Z'),
  });
  const sale = await admin.client.adminUnits.markUnitSold({
    params: { unitId: String(unitB.id) },
    body: { soldPrice: '58333.33' },
  });
  expect(sale.status).toBe(200);

  ids.pending = (
    await createInvestment(api.db, {
      userId: ama.user.id,
      unitId: unitC.id,
      amount: '7777.77',
      status: 'pending_payment',
      paymentReference: 'INV-00000000DA5B',
      paymentDeadline: OPEN_DEADLINE,
      createdAt: new Date('2026-03-20T10:00:00Z'),
    })
  ).id;
  await createInvestment(api.db, {
    userId: ama.user.id,
    unitId: unitC.id,
    amount: '5000.00',
    status: 'cancelled',
    createdAt: new Date('2026-02-20T10:00:00Z'),
  });

  await createProjectUpdate(api.db, {
    projectId: airport.id,
    progressPercentage: 20,
    createdAt: new Date('2026-02-01T00:00:00Z'),
  });
  await createProjectUpdate(api.db, {
    projectId: airport.id,
    progressPercentage: 45,
    createdAt: new Date('2026-04-01T00:00:00Z'),
  });
  await createProjectUpdate(api.db, {
    projectId: airport.id,
    progressPercentage: null,
    updateType: 'alert',
    createdAt: new Date('2026-05-01T00:00:00Z'),
  });

  await createKycVerification(api.db, { userId: ama.user.id, status: 'approved' });
  await api.db
    .updateTable('kycVerifications')
    .set({ expiresAt: KYC_EXPIRES })
    .where('userId', '=', ama.user.id)
    .execute();
  const interest = (caller: Caller, projectId: number, interestAmount: string) =>
    caller.client.projectInterests.createProjectInterest({
      body: {
        userId: caller.user.id,
        projectId,
        interestAmount,
        contactPreference: 'email',
        contactInfo: caller.user.email,
      },
    });
  expect((await interest(ama, tema.id, '25000')).status).toBe(201);
  expect((await interest(kofi, airport.id, '9000')).status).toBe(201);
});
afterAll(() => api.close());

describe('GET /api/dashboard/summary', () => {
  it('adds up my investments to the cent, with cedis at the rates of the days invested', async () => {
    const response = await ama.client.dashboard.getDashboardSummary();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      totalInvested: '37777.77',
      confirmedAmount: '30000.00',
      awaitingPaymentAmount: '7777.77',
      currentValue: '33333.33',
      realisedProfit: '3333.33',
      investmentCount: 3,
      projectCount: 2,
      unitCount: 3,
      ghs: {
        atInvestmentRates: '448456.69',
        atTodaysRate: '472222.13',
        difference: '23765.44',
      },
    });
  });

  it('shows another investor only their own figures', async () => {
    const response = await kofi.client.dashboard.getDashboardSummary();
    expect(response.body).toMatchObject({
      totalInvested: '5000.00',
      confirmedAmount: '5000.00',
      realisedProfit: '0.00',
      investmentCount: 1,
      ghs: { atInvestmentRates: '62500.00', atTodaysRate: '62500.00', difference: '0.00' },
    });
  });

  it('gives a new investor zeros', async () => {
    const newcomer = await signedIn(api, await createUser(api.db));
    const response = await newcomer.client.dashboard.getDashboardSummary();
    expect(response.body).toMatchObject({ totalInvested: '0.00', investmentCount: 0 });
  });
});

describe('GET /api/dashboard/investments', () => {
  it('lists my investments newest first with their next steps, progress and cedi figures', async () => {
    const response = await ama.client.dashboard.listDashboardInvestments();
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const { items } = response.body;
    expect(response.body).toMatchObject({ total: 4, pageSize: 20, nextCursor: null });
    expect(items.map((item) => item.id)).toEqual([
      ids.pending,
      ids.sold,
      expect.any(Number),
      ids.old,
    ]);
    const [pending, sold, cancelled, old] = items;
    expect(pending).toMatchObject({
      project: { id: ids.tema, title: 'Tema Heights', location: 'Tema' },
      unit: { id: ids.unitC },
      amount: '7777.77',
      ownershipPercentage: '9.72',
      status: 'pending_payment',
      paymentReference: 'INV-00000000DA5B',
      paymentDeadline: OPEN_DEADLINE.toISOString(),
      profitShare: null,
      progressPercentage: null,
      ghs: { atInvestmentRates: '97222.13', atTodaysRate: '97222.13', difference: '0.00' },
    });
    expect(sold).toMatchObject({
      project: { id: ids.airport, title: 'Airport Residences', location: 'Accra' },
      unit: { id: ids.unitB, status: 'sold' },
      status: 'confirmed',
      amount: '20000.00',
      currentValue: '23333.33',
      profitShare: '3333.33',
      paymentDeadline: null,
      progressPercentage: 45,
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentDeadline: null });
    expect(old).toMatchObject({
      ownershipPercentage: '10.00',
      profitShare: null,
      progressPercentage: 45,
      ghs: { atInvestmentRates: '101234.56', atTodaysRate: '125000.00', difference: '23765.44' },
    });
  });

  it("never shows another investor's investments", async () => {
    const response = await kofi.client.dashboard.listDashboardInvestments();
    if (response.status !== 200) throw new Error(String(response.status));
    expect(response.body.items).toHaveLength(1);
    expect(response.body.items[0]).toMatchObject({ amount: '5000.00', unit: { id: ids.unitA } });
  });

  it("pages a long portfolio newest first: each investment once, in order, another's never", async () => {
    const yaw = await signedIn(api, await createUser(api.db));
    const esi = await signedIn(api, await createUser(api.db));
    // Instants a tenth of a millisecond apart (a Date would round them together), each twice,
    // and Esi's investments at the same instants, which must stay out of Yaw's pages.
    const instants = ['2026-06-01 10:00:00.000300+00', '2026-06-01 10:00:00.000200+00'];
    const mine: number[] = [];
    for (const createdAt of [...instants, ...instants, instants[0]]) {
      for (const caller of [yaw, esi]) {
        const investment = await createInvestment(api.db, {
          userId: caller.user.id,
          unitId: ids.unitC,
          amount: '100.00',
          status: 'cancelled',
        });
        await sql`update investments set created_at = ${createdAt}::timestamptz
          where id = ${investment.id}`.execute(api.db);
        if (caller === yaw) mine.push(investment.id);
      }
    }
    const pages: TDashboardInvestmentList[] = [];
    let cursor: string | undefined;
    do {
      const response = await yaw.client.dashboard.listDashboardInvestments({
        query: { limit: 2, ...(cursor ? { cursor } : {}) },
      });
      if (response.status !== 200) throw new Error(String(response.status));
      pages.push(response.body);
      cursor = response.body.nextCursor ?? undefined;
    } while (cursor && pages.length < 10);

    // Newest instant first, the larger id first within one instant.
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual([
      mine[4],
      mine[2],
      mine[0],
      mine[3],
      mine[1],
    ]);
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('answers 400 with a message on the cursor for a cursor it did not give out, or a bad limit', async () => {
    const forged = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
    const message = 'This page link is not valid; start again from the first page';
    for (const cursor of [
      'not a cursor',
      forged(['2026-02-30T10:00:00.000000Z', 1]),
      forged([ids.old]),
      'x'.repeat(501),
    ]) {
      const response = await ama.client.dashboard.listDashboardInvestments({ query: { cursor } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message, issues: [{ path: 'cursor', message }] });
    }
    const tooMany = await ama.client.dashboard.listDashboardInvestments({ query: { limit: 101 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ message: 'Limit must be a whole number from 1 to 100' });
  });
});

describe('GET /api/dashboard/charts', () => {
  it('allocates by project and location and adds up by month', async () => {
    const response = await ama.client.dashboard.getDashboardCharts();
    expect(response.body).toEqual({
      byProject: [
        { projectId: ids.airport, title: 'Airport Residences', amount: '30000.00' },
        { projectId: ids.tema, title: 'Tema Heights', amount: '7777.77' },
      ],
      byLocation: [
        { location: 'Accra', amount: '30000.00' },
        { location: 'Tema', amount: '7777.77' },
      ],
      byMonth: [
        { month: '2026-01', amount: '10000.00', cumulative: '10000.00' },
        { month: '2026-03', amount: '27777.77', cumulative: '37777.77' },
      ],
    });
  });
});

describe('GET /api/dashboard/activity', () => {
  it('gives my interests, my KYC with its expiry and my newest notifications', async () => {
    const response = await ama.client.dashboard.getDashboardActivity();
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.interests).toEqual([
      expect.objectContaining({
        project: { id: ids.tema, title: 'Tema Heights' },
        interestAmount: '25000.00',
        status: 'pending',
      }),
    ]);
    expect(response.body.kyc).toEqual({
      status: 'approved',
      isVerified: true,
      isExpired: false,
      canResubmit: false,
      expiresAt: KYC_EXPIRES.toISOString(),
    });
    // Mark as Sold told Ama her share.
    expect(response.body.notifications.length).toBeGreaterThan(0);
    expect(response.body.notifications[0]?.message).toContain('3,333.33');
    expect(response.body.unreadNotifications).toBe(response.body.notifications.length);
  });

  it('has no KYC for an investor who never submitted one', async () => {
    const response = await kofi.client.dashboard.getDashboardActivity();
    if (response.status !== 200) throw new Error(String(response.status));
    expect(response.body.kyc).toBeNull();
    expect(response.body.interests).toHaveLength(1);
    expect(response.body.notifications).toEqual([]);
  });
});

describe('a visitor', () => {
  it.each(['summary', 'investments', 'activity', 'charts'])(
    'gets 401 from /api/dashboard/%s',
    async (section) => {
      const response = await fetch(`${api.baseUrl}/api/dashboard/${section}`);
      expect(response.status).toBe(401);
      const body = (await response.json()) as { message?: unknown };
      expect(typeof body.message).toBe('string');
    },
  );
});
