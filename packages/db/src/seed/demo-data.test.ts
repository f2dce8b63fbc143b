import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../passwords';
import type { DB } from '../schema';
import { createTestDatabase, type TestDatabase } from '../testing';
import { DEMO_INVESTOR, seedDemoData } from './demo-data';
import { DEMO_PAYOUT_ACCOUNT, ESCROW_DEMO_PROJECT } from './escrow';

const TABLES = [
  'users',
  'developers',
  'projects',
  'units',
  'projectUpdates',
  'investments',
  'notifications',
  'currencyRates',
  'paymentInstructions',
  'mobileMoneyMerchants',
  'releaseTranches',
  'developerPayoutAccounts',
] as const satisfies readonly (keyof DB)[];

let t: TestDatabase;

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const { n } = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  t = await createTestDatabase(inject('testPostgres'));
  await seedDemoData(t.db, { investorPassword: 'Kente-Investor' });
});

afterAll(async () => {
  await t.destroy();
});

describe('seedDemoData', () => {
  it('loads developers, projects across every lifecycle status, units and rates', async () => {
    const n = await counts();
    expect(n.developers).toBeGreaterThanOrEqual(6);
    expect(n.projects).toBeGreaterThanOrEqual(8);
    expect(n.currencyRates).toBe(8);
    expect(n.paymentInstructions).toBe(1);
    expect(n.mobileMoneyMerchants).toBe(3);

    const statuses = await t.db.selectFrom('projects').select('status').distinct().execute();
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'completed',
      'near_completion',
      'planning',
      'pre_construction',
      'under_construction',
    ]);
    const unitTypes = await t.db.selectFrom('units').select('unitType').distinct().execute();
    expect(unitTypes).toHaveLength(9);
  });

  it('lists the eight currencies in the picker order with their default rates', async () => {
    const rates = await t.db
      .selectFrom('currencyRates')
      .select(['code', 'rate'])
      .orderBy('sortOrder')
      .execute();
    expect(rates).toEqual([
      { code: 'USD', rate: '1.000000' },
      { code: 'GHS', rate: '12.500000' },
      { code: 'NGN', rate: '1650.000000' },
      { code: 'XOF', rate: '610.000000' },
      { code: 'XAF', rate: '610.000000' },
      { code: 'GBP', rate: '0.790000' },
      { code: 'EUR', rate: '0.920000' },
      { code: 'CNY', rate: '7.300000' },
    ]);
  });

  it('creates the demo investor with the given password', async () => {
    const investor = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_INVESTOR.email)
      .executeTakeFirstOrThrow();
    expect(investor).toMatchObject({ username: 'demo_investor', role: 'user' });
    expect(await verifyPassword(investor.password, 'Kente-Investor')).toBe(true);
  });

  it('creates a second admin, so a change of the payment instructions can be approved', async () => {
    const second = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'admin2@example.com')
      .executeTakeFirstOrThrow();
    expect(second).toMatchObject({ username: 'second_admin', role: 'admin' });
    expect(await verifyPassword(second.password, 'Kente-Investor')).toBe(true);
  });

  it('gives one project a release plan, a milestone signed off by the inspector and its developer a payout account', async () => {
    const project = await t.db
      .selectFrom('projects')
      .select(['id', 'developerId'])
      .where('title', '=', ESCROW_DEMO_PROJECT)
      .executeTakeFirstOrThrow();
    const plan = await t.db
      .selectFrom('releaseTranches as t')
      .leftJoin('projectMilestones as m', 'm.id', 't.milestoneId')
      .select(['m.name', 't.shareBps'])
      .where('t.projectId', '=', project.id)
      .orderBy('m.position', (ob) => ob.nullsFirst())
      .execute();
    expect(plan).toEqual([
      { name: null, shareBps: 1000 },
      { name: 'Ground breaking', shareBps: 1000 },
      { name: 'Third-floor slab cast', shareBps: 2000 },
      { name: 'Roof and envelope', shareBps: 3000 },
      { name: 'Handover', shareBps: 3000 },
    ]);
    const signOff = await t.db
      .selectFrom('projectUpdates as u')
      .innerJoin('projectMilestones as m', 'm.id', 'u.milestoneId')
      .innerJoin('users as r', 'r.id', 'u.reviewedBy')
      .select(['m.name', 'r.role'])
      .where('u.projectId', '=', project.id)
      .where('u.verificationStatus', '=', 'verified')
      .execute();
    expect(signOff).toEqual([{ name: 'Third-floor slab cast', role: 'inspector' }]);
    const account = await t.db
      .selectFrom('developerPayoutAccounts')
      .selectAll()
      .where('developerId', '=', project.developerId)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject(DEMO_PAYOUT_ACCOUNT);
  });

  it("keeps every unit's funding equal to its confirmed investments", async () => {
    const { rows } = await sql<{
      unitNumber: string;
      currentInvestment: string;
      confirmed: string;
    }>`
      select u.unit_number, u.current_investment,
             coalesce(sum(i.amount) filter (where i.status = 'confirmed'), 0)::numeric(15,2)::text as confirmed
      from units u left join investments i on i.unit_id = u.id
      group by u.id`.execute(t.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.currentInvestment).toBe(row.confirmed);
    expect(rows.some((r) => r.confirmed !== '0.00')).toBe(true);
  });

  it('changes nothing when loaded again, and keeps what an admin changed', async () => {
    await t.db
      .updateTable('currencyRates')
      .set({ rate: '13.1' })
      .where('code', '=', 'GHS')
      .execute();
    const before = await counts();

    await seedDemoData(t.db, { investorPassword: 'Another456!' });

    expect(await counts()).toEqual(before);
    const ghs = await t.db
      .selectFrom('currencyRates')
      .select('rate')
      .where('code', '=', 'GHS')
      .executeTakeFirstOrThrow();
    expect(ghs.rate).toBe('13.100000');
    const investor = await t.db
      .selectFrom('users')
      .select('password')
      .where('email', '=', DEMO_INVESTOR.email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(investor.password, 'Kente-Investor')).toBe(true);
  });

  it('runs safely from two starts at once', async () => {
    const before = await counts();
    await Promise.all([
      seedDemoData(t.db, { investorPassword: 'x' }),
      seedDemoData(t.db, { investorPassword: 'x' }),
    ]);
    expect(await counts()).toEqual(before);
  });
});
