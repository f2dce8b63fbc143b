import type { TUnitInput } from '@coinvest/contract';
import type { ApiClient } from '@coinvest/contract/client';
import type { DB } from '@coinvest/db';
import { createAdmin, createUser, type TestUser } from '@coinvest/db/testing';
import type { Kysely } from 'kysely';
import type { TestApi } from './helpers';

export interface Caller {
  user: TestUser;
  token: string;
  client: ApiClient;
}

/** Signs a person in through the API, as the admin site does. */
export async function signedIn(api: TestApi, user: TestUser): Promise<Caller> {
  const response = await api.client.auth.signIn({
    body: { email: user.email, password: user.plainPassword },
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
  const { token } = response.body;
  return { user, token, client: api.clientWithToken(token) };
}

export async function signedInAdmin(api: TestApi): Promise<Caller> {
  return signedIn(api, await createAdmin(api.db));
}

export async function signedInUser(api: TestApi): Promise<Caller> {
  return signedIn(api, await createUser(api.db));
}

export async function signedInInspector(api: TestApi): Promise<Caller> {
  return signedIn(api, await createUser(api.db, { role: 'inspector' }));
}

/** The audit records of one entity, oldest first. */
export function auditRecordsOf(db: Kysely<DB>, entityType: string, entityId: string | number) {
  return db
    .selectFrom('auditLog')
    .selectAll()
    .where('entityType', '=', entityType)
    .where('entityId', '=', String(entityId))
    .orderBy('id')
    .execute();
}

export async function auditCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('auditLog')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every field of the Add Project form, filled in. */
export function fullProjectInput() {
  return {
    title: 'Airport Hills Villas',
    description: 'Twelve detached villas with gardens, ten minutes from Kotoka airport.',
    location: 'Airport Hills, Accra',
    country: 'Ghana',
    projectType: 'mixed-use',
    developerName: 'Adom Homes',
    totalUnits: 12,
    availableUnits: 10,
    unitPrice: '250000.00',
    minInvestment: '10000',
    expectedProfit: '20-28%',
    profitRangeMin: '20',
    profitRangeMax: '28.5',
    timeline: 30,
    constructionTimeline: '30 months from groundbreaking',
    developerListingPrice: '275000.50',
    status: 'under_construction',
    imageUrl: '/images/projects/airport-hills.jpg',
    riskLevel: 'low',
    totalInvestmentNeeded: '3000000',
    offPlanPrice: '240000',
    minCoBuyAmount: '5000.5',
    completionListPrice: '320000',
    mediaUrls: ['https://media.example.com/airport-hills/1.jpg', '/images/projects/ah-2.jpg'],
    priceNegotiable: false,
    completionDate: '2028-06-30',
    // The site, for the distance of evidence photos.
    latitude: 5.6052,
    longitude: -0.1668,
  };
}

/** The required fields of the unit form; tests pass invalid overrides on purpose. */
export function unitInput(overrides: Record<string, unknown> = {}): TUnitInput {
  return {
    unitNumber: 'A-101',
    unitType: '3-bedroom-apartment',
    bedrooms: 3,
    bathrooms: 2,
    price: '120000.00',
    minInvestmentAmount: '5000.00',
    ...overrides,
  };
}
