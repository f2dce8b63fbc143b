import { Decimal, percentageOf } from '@coinvest/contract/decimal';
import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../passwords';
import type { DB, NewNotification } from '../schema';
import { DEMO_CURRENCY_RATES } from './currency-rates';
import { DEMO_DEVELOPERS } from './developers';
import { DEMO_ESCROW_BANK_ACCOUNT, DEMO_MOBILE_MONEY_MERCHANTS } from './payment-instructions';
import { DEMO_PROJECTS, type DemoProject } from './projects';
import { seedEscrow } from './escrow';
import { seedInspections } from './inspections';
import { seedSchedules } from './schedules';
import { seedScorecards } from './scorecards';
import { seedSecondAdmin } from './second-admin';

export const DEMO_INVESTOR = {
  username: 'demo_investor',
  email: 'investor@example.com',
  firstName: 'Kofi',
  lastName: 'Asante',
} as const;

/** The demo investor's confirmed co-investments: project title, unit number, dollars. */
const DEMO_INVESTMENTS = [
  {
    reference: 'DEMO-INV-0001',
    project: 'Legon Court Residences',
    unit: 'A-101',
    amount: '15000.00',
  },
  {
    reference: 'DEMO-INV-0002',
    project: 'Community 25 Family Homes',
    unit: 'T-12',
    amount: '8000.00',
  },
] as const;

const DEMO_USD_TO_GHS = '12.5';

export interface SeedDemoDataOptions {
  /** The demo investor's password (stored hashed; never changed once the account exists). */
  investorPassword: string;
}

type Tx = Transaction<DB>;

async function seedCurrencyRates(tx: Tx): Promise<void> {
  // An admin's later change of a rate is kept.
  await tx
    .insertInto('currencyRates')
    .values(DEMO_CURRENCY_RATES)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

// Once the admin has saved their own instructions, the demo's are never put back.
async function seedPaymentInstructions(tx: Tx): Promise<void> {
  const inserted = await tx
    .insertInto('paymentInstructions')
    .values(DEMO_ESCROW_BANK_ACCOUNT)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await tx
      .insertInto('mobileMoneyMerchants')
      .values(DEMO_MOBILE_MONEY_MERCHANTS)
      .onConflict((oc) => oc.column('network').doNothing())
      .execute();
  }
}

async function seedDevelopers(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insertInto('developers')
    .values(DEMO_DEVELOPERS)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const rows = await tx
    .selectFrom('developers')
    .select(['id', 'name'])
    .where(
      'name',
      'in',
      DEMO_DEVELOPERS.map((d) => d.name),
    )
    .execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Unit count, starting price and money needed follow the listed units. */
function projectTotals({ project, units }: DemoProject) {
  if (units.length === 0) {
    if (!project.unitPrice)
      throw new Error(`${project.title}: a project without units needs a unitPrice`);
    return { unitPrice: project.unitPrice };
  }
  const prices = units.map((u) => new Decimal(u.price));
  return {
    totalUnits: units.length,
    availableUnits: units.filter((u) => (u.status ?? 'available') !== 'sold').length,
    unitPrice: Decimal.min(...prices).toFixed(2),
    totalInvestmentNeeded: Decimal.sum(...prices).toFixed(2),
  };
}

async function seedProject(
  tx: Tx,
  demo: DemoProject,
  developerIds: Map<string, number>,
): Promise<number> {
  // Projects have no unique natural key in the schema; the title is the seed's.
  const existing = await tx
    .selectFrom('projects')
    .select('id')
    .where('title', '=', demo.project.title)
    .executeTakeFirst();
  const projectId =
    existing?.id ??
    (
      await tx
        .insertInto('projects')
        .values({
          ...demo.project,
          ...projectTotals(demo),
          developerId: developerIds.get(demo.project.developerName) ?? null,
          // The demo shows every project to the public: each is published as it is seeded.
          publishedAt: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  if (demo.units.length > 0) {
    await tx
      .insertInto('units')
      .values(demo.units.map((u) => ({ ...u, projectId, totalInvestmentNeeded: u.price })))
      .onConflict((oc) => oc.columns(['projectId', 'unitNumber']).doNothing())
      .execute();
  }

  for (const update of demo.updates) {
    const found = await tx
      .selectFrom('projectUpdates')
      .select('id')
      .where('projectId', '=', projectId)
      .where('title', '=', update.title)
      .executeTakeFirst();
    if (!found)
      await tx
        .insertInto('projectUpdates')
        .values({ ...update, author: 'developer', projectId })
        .execute();
  }
  return projectId;
}

async function seedInvestor(tx: Tx, password: string): Promise<{ id: number; created: boolean }> {
  const existing = await tx
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_INVESTOR.email)
    .executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const { id } = await tx
    .insertInto('users')
    .values({
      ...DEMO_INVESTOR,
      password: await hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, created: true };
}

async function seedInvestments(tx: Tx, userId: number, projectIds: Map<string, number>) {
  for (const demo of DEMO_INVESTMENTS) {
    const unit = await tx
      .selectFrom('units')
      .select(['id', 'projectId', 'price'])
      .where('projectId', '=', projectIds.get(demo.project) ?? -1)
      .where('unitNumber', '=', demo.unit)
      .executeTakeFirstOrThrow();
    const inserted = await tx
      .insertInto('investments')
      .values({
        userId,
        projectId: unit.projectId,
        unitId: unit.id,
        amount: demo.amount,
        ownershipPercentage: percentageOf(demo.amount, unit.price),
        currentValue: demo.amount,
        status: 'confirmed',
        paymentMethod: 'bank_transfer',
        paymentReference: demo.reference,
        paymentConfirmedAt: new Date(),
        usdToGhsRate: DEMO_USD_TO_GHS,
        satisfactionConfirmed: true,
        satisfactionConfirmedAt: new Date(),
      })
      .onConflict((oc) => oc.column('paymentReference').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    // The unit's funding and status follow the confirmed money, as after an admin confirmation.
    await tx
      .updateTable('units')
      .set({
        currentInvestment: sql<string>`current_investment + ${demo.amount}::numeric`,
        status: sql<'partially_funded'>`case
          when manual_status then status
          when current_investment + ${demo.amount}::numeric >= total_investment_needed then 'fully_funded'
          else 'partially_funded' end`,
      })
      .where('id', '=', unit.id)
      .execute();
  }
}

function welcomeNotifications(userId: number, projectIds: Map<string, number>): NewNotification[] {
  return [
    {
      userId,
      projectId: projectIds.get('Legon Court Residences') ?? null,
      title: 'Third-floor slab cast',
      message: 'Legon Court Residences: the frame of Block A has reached the third floor.',
      type: 'milestone',
    },
    {
      userId,
      projectId: projectIds.get('Community 25 Family Homes') ?? null,
      title: 'Investment confirmed',
      message: 'Your $8,000.00 co-investment in unit T-12 has been confirmed.',
      type: 'other',
      isRead: true,
    },
  ];
}

/**
 * Loads the demo developers, projects, units, updates, currency rates and investor. Safe to
 * run again: it adds only what is missing and never overwrites what an admin changed.
 */
export async function seedDemoData(db: Kysely<DB>, options: SeedDemoDataOptions): Promise<void> {
  await db.transaction().execute(async (tx) => {
    // Two instances starting together seed one after the other.
    await sql`select pg_advisory_xact_lock(hashtext('coinvest:seed-demo-data'))`.execute(tx);

    await seedCurrencyRates(tx);
    await seedPaymentInstructions(tx);
    const developerIds = await seedDevelopers(tx);
    const projectIds = new Map<string, number>();
    for (const demo of DEMO_PROJECTS) {
      projectIds.set(demo.project.title, await seedProject(tx, demo, developerIds));
    }
    await seedScorecards(tx, developerIds);
    await seedSchedules(tx, projectIds);

    // The demo inspector shares the demo investor's password (README, Demo accounts).
    await seedInspections(tx, projectIds, options.investorPassword);
    // A release plan, a signed-off milestone and a payout account, so escrow can be released.
    await seedEscrow(tx, projectIds);
    // So two admins can propose and approve a change of the payment instructions.
    await seedSecondAdmin(tx, options.investorPassword);
    const investor = await seedInvestor(tx, options.investorPassword);
    await seedInvestments(tx, investor.id, projectIds);
    if (investor.created) {
      await tx
        .insertInto('notifications')
        .values(welcomeNotifications(investor.id, projectIds))
        .execute();
    }
  });
}
