import { Decimal } from '@coinvest/contract/decimal';
import type { TMarkUnitSoldBody } from '@coinvest/contract';
import { createInvestment, createProject, createUnit, createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  auditRecordsOf,
  signedInAdmin,
  unitInput,
  type Caller,
} from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

async function newProjectId() {
  return String((await createProject(api.db)).id);
}

/** Mark as Sold as a step of a test's set-up, failing the test if the sale is refused. */
async function sellUnit(unitId: number, sale: TMarkUnitSoldBody = { soldPrice: '135000' }) {
  const sold = await admin.client.adminUnits.markUnitSold({
    params: { unitId: String(unitId) },
    body: sale,
  });
  expect(sold.status).toBe(200);
}

function unitRow(id: number) {
  return api.db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /api/projects/{id}/units', () => {
  it("sets totalInvestmentNeeded = price, nothing invested and 'available', whatever the client sends", async () => {
    const projectId = await newProjectId();
    const response = await admin.client.adminUnits.createUnit({
      params: { id: projectId },
      body: {
        ...unitInput(),
        floorArea: '145.5',
        plotSize: '',
        floor: '3',
        block: 'B',
        features: ['ensuite_master', 'balcony', 'security', 'generator', 'balcony'],
        description: 'Corner unit with two balconies.',
        imageUrl: 'https://media.example.com/a-101.jpg',
        // The admin form sends these too; the server decides them itself.
        totalInvestmentNeeded: '1.00',
        currentInvestment: '99999.00',
        status: 'sold',
        projectId: 1,
      } as never,
    });
    expect(response.status).toBe(201);
    if (response.status !== 201) return;
    expect(response.body).toEqual({
      id: expect.any(Number) as number,
      projectId: Number(projectId),
      unitNumber: 'A-101',
      unitType: '3-bedroom-apartment',
      status: 'available',
      bedrooms: 3,
      bathrooms: 2,
      floorArea: '145.50',
      plotSize: null,
      floor: 3,
      block: 'B',
      price: '120000.00',
      minInvestmentAmount: '5000.00',
      currentInvestment: '0.00',
      totalInvestmentNeeded: '120000.00',
      remainingInvestment: '120000.00',
      reservedAmount: '0.00',
      manualStatus: false,
      features: ['ensuite_master', 'balcony', 'security', 'generator'],
      imageUrl: 'https://media.example.com/a-101.jpg',
      description: 'Corner unit with two balconies.',
      soldAt: null,
      soldPrice: null,
      profitGenerated: null,
      createdAt: expect.any(String) as string,
      updatedAt: expect.any(String) as string,
    });
    const [record] = await auditRecordsOf(api.db, 'unit', response.body.id);
    expect(record).toMatchObject({ action: 'unit.create', after: response.body });

    // The investor site shows it in the project's units.
    const units = await api.client.units.listProjectUnits({ params: { id: projectId } });
    expect(units.body).toEqual([expect.objectContaining({ unitNumber: 'A-101', floor: 3 })]);
  });

  it('keeps floor and block for apartments only', async () => {
    const projectId = await newProjectId();
    const response = await admin.client.adminUnits.createUnit({
      params: { id: projectId },
      body: unitInput({ unitType: 'semi-detached', floor: 2, block: 'C' }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ unitType: 'semi-detached', floor: null, block: null });
  });

  it.each([
    [{ unitNumber: ' ' }, 'unitNumber', 'Unit number is required'],
    [{ unitType: 'castle' }, 'unitType', 'Choose one of the unit types'],
    [{ bedrooms: '' }, 'bedrooms', 'Bedrooms is required'],
    [{ bedrooms: 'two' }, 'bedrooms', 'Bedrooms must be a whole number from 0 to 50'],
    [{ bathrooms: undefined }, 'bathrooms', 'Bathrooms is required'],
    [{ bathrooms: 1.5 }, 'bathrooms', 'Bathrooms must be a whole number from 0 to 50'],
    [{ price: '' }, 'price', 'Price is required'],
    [{ price: '0' }, 'price', 'Price must be more than 0'],
    [{ price: '100.999' }, 'price', 'Enter an amount with at most 2 decimal places'],
    [{ minInvestmentAmount: undefined }, 'minInvestmentAmount', 'Minimum investment is required'],
    [
      { minInvestmentAmount: '120000.01' },
      'minInvestmentAmount',
      'Minimum investment cannot be more than the price',
    ],
    [{ floorArea: '12.345' }, 'floorArea', 'Enter an area in m² with at most 2 decimal places'],
    [{ floor: 'ground' }, 'floor', 'Floor must be a whole number from 0 to 200'],
    [{ features: ['moat'] }, 'features.0', 'Choose features from the list'],
  ])('refuses %j: %s', async (overrides, path, message) => {
    const projectId = await newProjectId();
    const before = await auditCount(api.db);
    const response = await admin.client.adminUnits.createUnit({
      params: { id: projectId },
      body: unitInput(overrides),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, errorCode: 'VALIDATION_FAILED' });
    expect((response.body as { issues: unknown[] }).issues).toContainEqual({ path, message });
    expect(await auditCount(api.db)).toBe(before);
  });

  it('accepts each of the 9 unit types and the 12 features', async () => {
    const projectId = await newProjectId();
    const types = [
      '2-bedroom-apartment',
      '3-bedroom-apartment',
      '4-bedroom-apartment',
      '2-bedroom-terrace',
      '3-bedroom-terrace',
      '4-bedroom-terrace',
      'semi-detached',
      'fully-detached',
      'self-compound',
    ];
    const features = [
      'ensuite_master',
      'fitted_kitchen',
      'parking_space',
      'garden',
      'balcony',
      'swimming_pool',
      'security',
      'generator',
      'borehole',
      'tiled_floors',
      'pop_ceiling',
      'wardrobes',
    ];
    for (const [index, unitType] of types.entries()) {
      const response = await admin.client.adminUnits.createUnit({
        params: { id: projectId },
        body: unitInput({ unitNumber: `T-${index}`, unitType, features }),
      });
      expect(response.status, unitType).toBe(201);
      expect(response.body).toMatchObject({ unitType, features });
    }
  });

  it('refuses a unit number the project already has (409), and an unknown project (404)', async () => {
    const projectId = await newProjectId();
    await admin.client.adminUnits.createUnit({ params: { id: projectId }, body: unitInput() });
    const before = await auditCount(api.db);
    const duplicate = await admin.client.adminUnits.createUnit({
      params: { id: projectId },
      body: unitInput(),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      message: 'A unit with this number already exists in this project',
      errorCode: 'UNIT_NUMBER_TAKEN',
    });
    const unknown = await admin.client.adminUnits.createUnit({
      params: { id: '987654' },
      body: unitInput(),
    });
    expect(unknown.status).toBe(404);
    expect(await auditCount(api.db)).toBe(before);
  });
});

describe('PUT /api/projects/{id}/units/{unitId}', () => {
  it('replaces the fields; totalInvestmentNeeded follows the price', async () => {
    const unit = await createUnit(api.db, { price: '100000.00' });
    const response = await admin.client.adminUnits.updateUnit({
      params: { id: String(unit.projectId), unitId: String(unit.id) },
      body: unitInput({
        unitNumber: 'B-7',
        unitType: '2-bedroom-terrace',
        price: '80000',
        floor: 1,
        block: 'A',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      unitNumber: 'B-7',
      unitType: '2-bedroom-terrace',
      price: '80000.00',
      totalInvestmentNeeded: '80000.00',
      status: 'available',
      floor: null,
      block: null,
    });
    const [record] = await auditRecordsOf(api.db, 'unit', unit.id);
    expect(record).toMatchObject({
      action: 'unit.update',
      before: { price: '100000.00', unitNumber: unit.unitNumber },
      after: { price: '80000.00', unitNumber: 'B-7' },
    });
  });

  it('keeps the price once investors hold shares (409), but lets the other fields change', async () => {
    const unit = await createUnit(api.db, { price: '100000.00' });
    await createInvestment(api.db, { unitId: unit.id, amount: '40000.00' });
    const params = { id: String(unit.projectId), unitId: String(unit.id) };
    const before = await auditCount(api.db);

    const priced = await admin.client.adminUnits.updateUnit({
      params,
      body: unitInput({ unitNumber: unit.unitNumber, price: '100000.01' }),
    });
    expect(priced.status).toBe(409);
    expect(priced.body).toEqual({
      message: 'The price cannot change once investors hold shares of this unit',
      errorCode: 'UNIT_PRICE_LOCKED',
      issues: [
        {
          path: 'price',
          message: 'The price cannot change once investors hold shares of this unit',
        },
      ],
    });
    expect((await unitRow(unit.id)).price).toBe('100000.00');
    expect(await auditCount(api.db)).toBe(before);

    // Same price: the edit goes through, and the status catches up with the funding.
    const edited = await admin.client.adminUnits.updateUnit({
      params,
      body: unitInput({ unitNumber: unit.unitNumber, price: '100000', bedrooms: 4 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      bedrooms: 4,
      currentInvestment: '40000.00',
      status: 'partially_funded',
    });
  });

  it('lets the price change when the only investments were cancelled or expired', async () => {
    const unit = await createUnit(api.db, { price: '100000.00' });
    await createInvestment(api.db, { unitId: unit.id, status: 'cancelled' });
    await createInvestment(api.db, { unitId: unit.id, status: 'expired' });
    const response = await admin.client.adminUnits.updateUnit({
      params: { id: String(unit.projectId), unitId: String(unit.id) },
      body: unitInput({ unitNumber: unit.unitNumber, price: '95000' }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ price: '95000.00', totalInvestmentNeeded: '95000.00' });
  });

  it('answers 404 for a unit of another project, and 409 for a number the project already has', async () => {
    const unit = await createUnit(api.db);
    const sibling = await createUnit(api.db, { projectId: unit.projectId });
    const before = await auditCount(api.db);
    const elsewhere = await admin.client.adminUnits.updateUnit({
      params: { id: await newProjectId(), unitId: String(unit.id) },
      body: unitInput(),
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ message: 'Unit not found', errorCode: 'NOT_FOUND' });
    const taken = await admin.client.adminUnits.updateUnit({
      params: { id: String(unit.projectId), unitId: String(unit.id) },
      body: unitInput({ unitNumber: sibling.unitNumber }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errorCode: 'UNIT_NUMBER_TAKEN' });
    expect(await auditCount(api.db)).toBe(before);
  });
});

describe('DELETE /api/projects/{id}/units/{unitId}', () => {
  it('deletes a unit nobody invested in, and refuses one with investments (409)', async () => {
    const free = await createUnit(api.db);
    const deleted = await admin.client.adminUnits.deleteUnit({
      params: { id: String(free.projectId), unitId: String(free.id) },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Unit deleted successfully' });
    expect(await auditRecordsOf(api.db, 'unit', free.id)).toEqual([
      expect.objectContaining({
        action: 'unit.delete',
        before: expect.objectContaining({ id: free.id }) as object,
      }),
    ]);

    const invested = await createUnit(api.db);
    await createInvestment(api.db, { unitId: invested.id, status: 'cancelled' });
    const refused = await admin.client.adminUnits.deleteUnit({
      params: { id: String(invested.projectId), unitId: String(invested.id) },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This unit cannot be deleted because investors have invested in it',
      errorCode: 'UNIT_HAS_INVESTMENTS',
    });
    expect(await unitRow(invested.id)).toBeDefined();
    expect(await auditRecordsOf(api.db, 'unit', invested.id)).toEqual([]);
  });
});

describe('PATCH /api/secure-admin/units/{unitId}/payment-status', () => {
  it('sets the three funding statuses by hand, after which funding no longer moves it', async () => {
    const unit = await createUnit(api.db);
    for (const status of ['partially_funded', 'fully_funded', 'available'] as const) {
      const response = await admin.client.adminUnits.updateUnitPaymentStatus({
        params: { unitId: String(unit.id) },
        body: { status },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status, manualStatus: true });
    }
    // A price change no longer recomputes the status the admin chose.
    const edited = await admin.client.adminUnits.updateUnit({
      params: { id: String(unit.projectId), unitId: String(unit.id) },
      body: unitInput({ unitNumber: unit.unitNumber }),
    });
    expect(edited.body).toMatchObject({ status: 'available', manualStatus: true });

    const records = await auditRecordsOf(api.db, 'unit', unit.id);
    expect(records.slice(0, 3).map((record) => record.action)).toEqual(
      Array(3).fill('unit.payment_status'),
    );
    expect(records[0]).toMatchObject({
      before: { status: 'available', manualStatus: false },
      after: { status: 'partially_funded', manualStatus: true },
    });
  });

  it('sells a unit only through Mark as Sold, so its profit is always shared', async () => {
    const unit = await createUnit(api.db);
    const byHand = await admin.client.adminUnits.updateUnitPaymentStatus({
      params: { unitId: String(unit.id) },
      body: { status: 'sold' },
    });
    expect(byHand.status).toBe(409);
    expect(byHand.body).toMatchObject({
      message:
        'A unit becomes sold only through Mark as Sold, which records the sale and shares its profit',
      errorCode: 'UNIT_SALE_REQUIRED',
    });
    const stored = await api.db
      .selectFrom('units')
      .select(['status', 'soldAt'])
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'available', soldAt: null });

    await sellUnit(unit.id);
  });

  it('keeps a sold unit sold: no status change reopens it to new reservations', async () => {
    const unit = await createUnit(api.db);
    await sellUnit(unit.id);
    for (const status of ['available', 'partially_funded', 'fully_funded', 'sold'] as const) {
      const reopened = await admin.client.adminUnits.updateUnitPaymentStatus({
        params: { unitId: String(unit.id) },
        body: { status },
      });
      expect(reopened.status).toBe(409);
      expect(reopened.body).toMatchObject({
        message: 'This unit is sold: its status can no longer change',
      });
    }
    const stored = await api.db
      .selectFrom('units')
      .select('status')
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('sold');
  });

  it('refuses an unknown status (400) and an unknown unit (404)', async () => {
    const unit = await createUnit(api.db);
    const bad = await admin.client.adminUnits.updateUnitPaymentStatus({
      params: { unitId: String(unit.id) },
      body: { status: 'paid' as never },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'Status must be available, partially_funded, fully_funded or sold',
    });
    const unknown = await admin.client.adminUnits.updateUnitPaymentStatus({
      params: { unitId: '987654' },
      body: { status: 'sold' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('PATCH /api/secure-admin/units/{unitId}/mark-sold', () => {
  it('records the sale and pays each confirmed investment its ownership of the computed profit', async () => {
    const unit = await createUnit(api.db, { price: '90000.00', unitNumber: 'S-1' });
    const project = await api.db
      .selectFrom('projects')
      .select('title')
      .where('id', '=', unit.projectId)
      .executeTakeFirstOrThrow();
    const ama = await createUser(api.db);
    const kofi = await createUser(api.db);
    // 90,150 sold - 90,000 price - 50 costs = 100.00 profit; 10,000, 20,000 and 30,000 own 11.1..%,
    // 22.2..% and 33.3..% of the unit: 11.11, 22.22, 33.33 (rounded down); the developer's 33.34.
    const first = await createInvestment(api.db, {
      unitId: unit.id,
      userId: ama.id,
      amount: '10000.00',
    });
    const second = await createInvestment(api.db, {
      unitId: unit.id,
      userId: kofi.id,
      amount: '20000.00',
    });
    const third = await createInvestment(api.db, {
      unitId: unit.id,
      userId: ama.id,
      amount: '30000.00',
    });
    const cancelled = await createInvestment(api.db, {
      unitId: unit.id,
      amount: '5000.00',
      status: 'cancelled',
    });

    const response = await admin.client.adminUnits.markUnitSold({
      params: { unitId: String(unit.id) },
      body: { soldPrice: '90150', costs: [{ label: 'Agent', amount: '50' }] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'sold',
      soldPrice: '90150.00',
      profitGenerated: '100.00',
      soldAt: expect.any(String) as string,
    });

    const investments = await api.db
      .selectFrom('investments')
      .select(['id', 'profitShare', 'currentValue'])
      .where('unitId', '=', unit.id)
      .orderBy('id')
      .execute();
    expect(investments).toEqual([
      { id: first.id, profitShare: '11.11', currentValue: '10011.11' },
      { id: second.id, profitShare: '22.22', currentValue: '20022.22' },
      { id: third.id, profitShare: '33.33', currentValue: '30033.33' },
      { id: cancelled.id, profitShare: '0.00', currentValue: '5000.00' },
    ]);

    const notifications = await api.db
      .selectFrom('notifications')
      .select(['userId', 'projectId', 'title', 'message', 'type'])
      .where('projectId', '=', unit.projectId)
      .orderBy('userId')
      .execute();
    expect(notifications).toEqual([
      {
        userId: ama.id,
        projectId: unit.projectId,
        title: 'Unit sold',
        message: `Unit S-1 of ${project.title} has been sold. Your profit share is $44.44.`,
        type: 'completion',
      },
      {
        userId: kofi.id,
        projectId: unit.projectId,
        title: 'Unit sold',
        message: `Unit S-1 of ${project.title} has been sold. Your profit share is $22.22.`,
        type: 'completion',
      },
    ]);

    const [record] = await auditRecordsOf(api.db, 'unit', unit.id);
    expect(record).toMatchObject({
      action: 'unit.mark_sold',
      before: { status: 'available', soldAt: null },
      after: {
        status: 'sold',
        profitShares: [
          { investmentId: first.id, userId: ama.id, amount: '10000.00', profitShare: '11.11' },
          { investmentId: second.id, userId: kofi.id, amount: '20000.00', profitShare: '22.22' },
          { investmentId: third.id, userId: ama.id, amount: '30000.00', profitShare: '33.33' },
        ],
        saleCosts: [{ label: 'Agent', amount: '50' }],
        developerPart: '33.34',
      },
    });
  });

  it('shares any profit so the shares add up to it exactly (seeded random cases)', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 8; round += 1) {
      const unit = await createUnit(api.db, { price: '900000.00' });
      const holders = 1 + Math.floor(random() * 6);
      for (let index = 0; index < holders; index += 1) {
        const cents = 1 + Math.floor(random() * 15_000_000);
        await createInvestment(api.db, {
          unitId: unit.id,
          amount: new Decimal(cents).div(100).toFixed(2),
        });
      }
      const profit = new Decimal(Math.floor(random() * 10_000_000_00)).div(100).toFixed(2);
      const response = await admin.client.adminUnits.markUnitSold({
        params: { unitId: String(unit.id) },
        body: { soldPrice: new Decimal('900000').plus(profit).toFixed(2) },
      });
      expect(response.status).toBe(200);
      const shares = await api.db
        .selectFrom('investments')
        .select('profitShare')
        .where('unitId', '=', unit.id)
        .execute();
      const total = shares.reduce((sum, row) => sum.plus(row.profitShare), new Decimal(0));
      // Never more than the profit; what is left over is the developer's, never negative.
      expect(total.lte(profit), `profit ${profit}`).toBe(true);
    }
  });

  it('refuses a unit already sold (409), leaving shares, notifications and the trail as they were', async () => {
    const unit = await createUnit(api.db);
    const investment = await createInvestment(api.db, { unitId: unit.id, amount: '10000.00' });
    // createUnit's price is 150,000.00 unless given; 10,000 owns 1/15 of a 15,000 profit.
    await sellUnit(unit.id, { soldPrice: '165000' });
    const before = await auditCount(api.db);

    const again = await admin.client.adminUnits.markUnitSold({
      params: { unitId: String(unit.id) },
      body: { soldPrice: '170000' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'This unit is already sold',
      errorCode: 'UNIT_ALREADY_SOLD',
    });
    expect(await auditCount(api.db)).toBe(before);
    const row = await api.db
      .selectFrom('investments')
      .select('profitShare')
      .where('id', '=', investment.id)
      .executeTakeFirstOrThrow();
    expect(row.profitShare).toBe('1000.00');
    expect((await unitRow(unit.id)).profitGenerated).toBe('15000.00');

    // A unit stored as sold without a recorded sale (set by hand before the dropdown lost
    // 'sold') counts as sold too.
    const byHand = await createUnit(api.db, { status: 'sold' });
    const refused = await admin.client.adminUnits.markUnitSold({
      params: { unitId: String(byHand.id) },
      body: { soldPrice: '1' },
    });
    expect(refused.status).toBe(409);
  });

  it('refuses while an investment awaits payment (409), changing nothing', async () => {
    const unit = await createUnit(api.db);
    const paid = await createInvestment(api.db, { unitId: unit.id, amount: '10000.00' });
    await createInvestment(api.db, { unitId: unit.id, status: 'pending_payment' });
    const before = await auditCount(api.db);

    const response = await admin.client.adminUnits.markUnitSold({
      params: { unitId: String(unit.id) },
      body: { soldPrice: '160000' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message:
        'This unit has investments awaiting payment: confirm or cancel them before marking it sold',
      errorCode: 'UNIT_HAS_UNPAID_INVESTMENTS',
    });
    expect(await unitRow(unit.id)).toMatchObject({ status: 'available', soldAt: null });
    const row = await api.db
      .selectFrom('investments')
      .select('profitShare')
      .where('id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(row.profitShare).toBe('0.00');
    expect(await auditCount(api.db)).toBe(before);
  });

  it('sells a unit once when two sales arrive together', async () => {
    const unit = await createUnit(api.db);
    const investment = await createInvestment(api.db, { unitId: unit.id, amount: '10000.00' });
    const sell = (soldPrice: string) =>
      admin.client.adminUnits.markUnitSold({
        params: { unitId: String(unit.id) },
        body: { soldPrice },
      });
    const answers = await Promise.all([sell('165000'), sell('180000')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const winner = answers.find((answer) => answer.status === 200);
    const row = await api.db
      .selectFrom('investments')
      .select('profitShare')
      .where('id', '=', investment.id)
      .executeTakeFirstOrThrow();
    // 10,000 of the unit's 150,000 price owns 1/15 of the winner's profit.
    const winnerProfit = (winner?.body as { profitGenerated: string } | undefined)?.profitGenerated;
    expect(row.profitShare).toBe(new Decimal(winnerProfit ?? '0').div(15).toFixed(2));
    expect(await auditRecordsOf(api.db, 'unit', unit.id)).toHaveLength(1);
    const notifications = await api.db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', investment.userId)
      .execute();
    expect(notifications).toHaveLength(1);
  });

  it.each([
    [{ soldPrice: '' }, 'soldPrice', 'Enter the sold price'],
    [{ soldPrice: '0' }, 'soldPrice', 'Sold price must be more than 0'],
    [
      { soldPrice: '10', costs: [{ label: '', amount: '1' }] },
      'costs.0.label',
      'Name each cost of the sale',
    ],
    [
      { soldPrice: '10', costs: [{ label: 'Agent', amount: '-5' }] },
      'costs.0.amount',
      'Enter an amount with at most 2 decimal places',
    ],
  ])('refuses %j: %s', async (body, path, message) => {
    const unit = await createUnit(api.db);
    const response = await admin.client.adminUnits.markUnitSold({
      params: { unitId: String(unit.id) },
      body,
    });
    expect(response.status).toBe(400);
    expect((response.body as { issues: unknown[] }).issues).toContainEqual({ path, message });
    expect((await unitRow(unit.id)).soldAt).toBeNull();
  });
});

describe('GET /api/secure-admin/projects/{id}/units', () => {
  it('pages the units by number with their sale figures, and finds them by number or type', async () => {
    const project = await createProject(api.db);
    for (const unitNumber of ['C-3', 'A-1', 'B-2']) {
      await createUnit(api.db, { projectId: project.id, unitNumber });
    }
    await createUnit(api.db, {
      projectId: project.id,
      unitNumber: 'D-4',
      unitType: 'self-compound',
      floor: null,
      block: null,
    });
    const page = await admin.client.adminUnits.listAdminProjectUnits({
      params: { id: String(project.id) },
      query: { pageSize: 2 },
    });
    expect(page.status).toBe(200);
    if (page.status !== 200) return;
    expect(page.body.total).toBe(4);
    expect(page.body.items.map((unit) => unit.unitNumber)).toEqual(['A-1', 'B-2']);
    expect(page.body.items[0]).toMatchObject({ soldPrice: null, manualStatus: false });

    const found = await admin.client.adminUnits.listAdminProjectUnits({
      params: { id: String(project.id) },
      query: { q: 'compound' },
    });
    expect(found.status === 200 && found.body.items.map((unit) => unit.unitNumber)).toEqual([
      'D-4',
    ]);
  });
});
