import type { ProjectRow } from '@coinvest/db';
import { createInvestment, createProject, createUnit } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let project: ProjectRow;
let withoutUnits: ProjectRow;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api;
  project = await createProject(db);
  withoutUnits = await createProject(db);
  // Created out of order: the list sorts by unit number.
  const b = await createUnit(db, {
    projectId: project.id,
    unitNumber: 'B-201',
    unitType: '2-bedroom-terrace',
    price: '90000.00',
    minInvestmentAmount: '2500.00',
    status: 'partially_funded',
    floor: null,
    block: null,
    features: ['garden', 'parking_space'],
  });
  await createUnit(db, {
    projectId: project.id,
    unitNumber: 'A-101',
    price: '120000.00',
    minInvestmentAmount: '7500.00',
    status: 'available',
  });
  await createUnit(db, {
    projectId: project.id,
    unitNumber: 'C-301',
    unitType: 'fully-detached',
    price: '250000.00',
    minInvestmentAmount: '10000.00',
    status: 'sold',
    soldPrice: '310000.00',
    profitGenerated: '60000.00',
  });
  await createUnit(db, {
    projectId: project.id,
    unitNumber: 'A-102',
    price: '120000.00',
    minInvestmentAmount: '5000.00',
    status: 'fully_funded',
  });
  await createInvestment(db, { unitId: b.id, amount: '30000.00', status: 'confirmed' });
  await createInvestment(db, { unitId: b.id, amount: '12000.50', status: 'pending_payment' });
});
afterAll(() => api.close());

describe('GET /api/projects/{id}/units', () => {
  it("lists the project's units by unit number, with what is still open", async () => {
    const response = await api.client.units.listProjectUnits({
      params: { id: String(project.id) },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.map((unit) => unit.unitNumber)).toEqual([
      'A-101',
      'A-102',
      'B-201',
      'C-301',
    ]);
    expect(response.body[2]).toEqual({
      id: expect.any(Number) as number,
      projectId: project.id,
      unitNumber: 'B-201',
      unitType: '2-bedroom-terrace',
      status: 'partially_funded',
      bedrooms: 3,
      bathrooms: 3,
      floorArea: '145.50',
      plotSize: null,
      floor: null,
      block: null,
      price: '90000.00',
      minInvestmentAmount: '2500.00',
      currentInvestment: '30000.00',
      totalInvestmentNeeded: '90000.00',
      // 90000 - 30000 confirmed - 12000.50 held by an unpaid investment.
      remainingInvestment: '47999.50',
      features: ['garden', 'parking_space'],
      imageUrl: null,
      description: null,
      pictures: [],
    });
  });

  it('keeps the sale figures to the admin', async () => {
    const response = await api.client.units.listProjectUnits({
      params: { id: String(project.id) },
    });
    const sold = (response.body as Record<string, unknown>[]).at(-1);
    expect(sold).toMatchObject({ unitNumber: 'C-301', status: 'sold' });
    expect(sold).not.toHaveProperty('soldPrice');
    expect(sold).not.toHaveProperty('profitGenerated');
    expect(sold).not.toHaveProperty('manualStatus');
  });

  it('answers an empty list for a project without units', async () => {
    const response = await api.client.units.listProjectUnits({
      params: { id: String(withoutUnits.id) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });
});

describe('GET /api/projects/{id}/unit-statistics', () => {
  it('counts the units per status and gives the range of their minimums', async () => {
    const response = await api.client.units.getUnitStatistics({
      params: { id: String(project.id) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      availableUnits: 1,
      partiallyFundedUnits: 1,
      fullyFundedUnits: 1,
      soldUnits: 1,
      totalUnits: 4,
      minimumInvestmentRange: { min: '2500.00', max: '10000.00' },
    });
  });

  it('answers zeros and no range for a project without units', async () => {
    const response = await api.client.units.getUnitStatistics({
      params: { id: String(withoutUnits.id) },
    });
    expect(response.body).toEqual({
      availableUnits: 0,
      partiallyFundedUnits: 0,
      fullyFundedUnits: 0,
      soldUnits: 0,
      totalUnits: 0,
      minimumInvestmentRange: { min: null, max: null },
    });
  });
});

describe('unknown and malformed project ids', () => {
  const routes = {
    units: (id: string) => api.client.units.listProjectUnits({ params: { id } }),
    'unit-statistics': (id: string) => api.client.units.getUnitStatistics({ params: { id } }),
  };

  it.each(Object.keys(routes) as (keyof typeof routes)[])('%s: 404, then 400', async (route) => {
    const unknown = await routes[route]('987654');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Project not found', errorCode: 'NOT_FOUND' });

    const malformed = await routes[route]('twelve');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'Project id must be a number' });
  });
});
