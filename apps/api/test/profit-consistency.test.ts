import { totalSaleCosts, type TSaleStatement } from '@coinvest/contract';
import { Decimal } from '@coinvest/contract/decimal';
import { createKycVerification, createProject, createUnit, createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

// One unit of 120,000.00 takes Ama's 10,000.00 and Kofi's 33,333.33, reserved and confirmed
// through the API; it sells for 150,000.00 with 5,700.50 of costs: 24,299.50 profit. By hand:
// Ama owns 8.33% and is paid 2,024.95 (24,299.50 x 10,000 / 120,000 = 2,024.958.. rounded
// down), Kofi 27.78% and 6,749.86 (6,749.860..); the developer's part is the other 15,524.69.
const unitPrice = '120000.00';
const soldPrice = '150000.00';
const costs = [
  { label: "Agent's fee", amount: '4500.50' },
  { label: 'Legal fees', amount: '1200.00' },
];
const expected = [
  { name: 'Ama', amount: '10000.00', ownership: '8.33', share: '2024.95', total: '12024.95' },
  { name: 'Kofi', amount: '33333.33', ownership: '27.78', share: '6749.86', total: '40083.19' },
];

let api: TestApi;
const investors: { caller: Caller; investmentId: number }[] = [];
const statements: TSaleStatement[] = [];

beforeAll(async () => {
  api = await startTestApi();
  const admin = await signedInAdmin(api);
  const project = await createProject(api.db, { minInvestment: '5000.00' });
  const unit = await createUnit(api.db, {
    projectId: project.id,
    price: unitPrice,
    minInvestmentAmount: '5000.00',
  });
  for (const { name, amount } of expected) {
    const user = await createUser(api.db, { firstName: name });
    await createKycVerification(api.db, { userId: user.id, status: 'approved' });
    const caller = await signedIn(api, user);
    const reserved = await caller.client.investments.createInvestment({
      body: {
        userId: user.id,
        projectId: project.id,
        unitId: unit.id,
        amount,
        satisfactionConfirmed: true,
      },
    });
    if (reserved.status !== 201) throw new Error(`Reservation failed: ${reserved.status}`);
    const confirmed = await admin.client.adminInvestments.confirmPayment({
      params: { id: String(reserved.body.id) },
      body: { paymentMethod: 'bank_transfer', paymentReference: `GCB-${name}` },
    });
    if (confirmed.status !== 200) throw new Error(`Confirmation failed: ${confirmed.status}`);
    investors.push({ caller, investmentId: reserved.body.id });
  }
  const sale = await admin.client.adminUnits.markUnitSold({
    params: { unitId: String(unit.id) },
    body: { soldPrice, costs },
  });
  if (sale.status !== 200) throw new Error(`Mark as Sold failed: ${sale.status}`);
  for (const { caller } of investors) {
    const list = await caller.client.statements.listSaleStatements();
    if (list.status !== 200) throw new Error(`Statements failed: ${list.status}`);
    statements.push(...list.body.items);
  }
});
afterAll(() => api.close());

describe('one profit model from the invest card to the payout', () => {
  it.each(expected.map((row, index) => [row.name, index] as const))(
    "%s's calculated share at that sale is the dashboard's, the statement's and the payout's",
    async (_name, index) => {
      const row = expected[index]!;
      const { caller, investmentId } = investors[index]!;

      const calculated = await api.client.calculator.calculateInvestment({
        body: { amount: row.amount, unitPrice, soldPrice, saleCosts: totalSaleCosts(costs) },
      });
      expect(calculated.status).toBe(200);
      expect(calculated.body).toMatchObject({
        ownership: row.ownership,
        unitProfit: '24299.50',
        profitShare: row.share,
        totalValue: row.total,
      });

      const portfolio = await caller.client.dashboard.listDashboardInvestments({ query: {} });
      if (portfolio.status !== 200) throw new Error(`Dashboard failed: ${portfolio.status}`);
      const held = portfolio.body.items.find((item) => item.id === investmentId);
      expect(held).toMatchObject({
        ownershipPercentage: row.ownership,
        profitShare: row.share,
        currentValue: row.total,
      });
      const summary = await caller.client.dashboard.getDashboardSummary();
      expect(summary.body).toMatchObject({ realisedProfit: row.share, currentValue: row.total });

      const statement = statements.find((item) => item.investmentId === investmentId);
      expect(statement).toMatchObject({
        unitPrice,
        soldPrice,
        profitGenerated: '24299.50',
        sharePercentage: row.ownership,
        profitShare: row.share,
        totalReturn: row.total,
      });

      const paid = await api.db
        .selectFrom('investments')
        .select(['profitShare', 'currentValue'])
        .where('id', '=', investmentId)
        .executeTakeFirstOrThrow();
      expect(paid).toEqual({ profitShare: row.share, currentValue: row.total });

      const notifications = await caller.client.notifications.listNotifications({
        params: { userId: String(caller.user.id) },
        query: {},
      });
      const sold = JSON.stringify(notifications.body).match(
        /"title":"Unit sold","message":"[^"]*"/,
      );
      expect(sold?.[0]).toContain(new Intl.NumberFormat('en-US').format(Number(row.share)));
    },
  );

  it("adds the developer's unfunded part and the investors' shares up to the profit", () => {
    expect(statements).toHaveLength(2);
    const developerParts = new Set(statements.map((statement) => statement.developerPart));
    expect([...developerParts]).toEqual(['15524.69']);
    const shares = statements.reduce((sum, item) => sum.plus(item.profitShare), new Decimal(0));
    expect(shares.plus(statements[0]!.developerPart).toFixed(2)).toBe(
      statements[0]!.profitGenerated,
    );
  });
});
