import { createKycVerification, createProject, createUnit, createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOverdueInvestments } from '../src/features/investments/expire-investments';
import { signedIn, signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  // 3 reservations (the default) and a total small enough to reach with a few units.
  api = await startTestApi({ env: { MAX_PENDING_INVESTMENT_TOTAL_USD: '30000' } });
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

const COUNT_REFUSAL = 'You already have 3 investments awaiting payment: pay or cancel one first';
const TOTAL_REFUSAL =
  'Investments awaiting payment may total at most 30,000: pay or cancel one first';

async function investor(): Promise<Caller> {
  const user = await createUser(api.db);
  await createKycVerification(api.db, { userId: user.id, status: 'approved' });
  return signedIn(api, user);
}

/** A unit of its own project, so each reservation takes its own unit lock. */
async function openUnit() {
  const project = await createProject(api.db, { minInvestment: '1000.00' });
  const unit = await createUnit(api.db, {
    projectId: project.id,
    price: '100000.00',
    minInvestmentAmount: '1000.00',
  });
  return { projectId: project.id, unitId: unit.id };
}

async function reserve(caller: Caller, amount = '5000') {
  return caller.client.investments.createInvestment({
    body: { userId: caller.user.id, ...(await openUnit()), amount, satisfactionConfirmed: true },
    headers: {},
  });
}

async function reserved(caller: Caller): Promise<number[]> {
  const created = await Promise.all([reserve(caller), reserve(caller), reserve(caller)]);
  return created.map((response) => {
    if (response.status !== 201) throw new Error(`not reserved: ${response.status}`);
    return response.body.id;
  });
}

async function pendingOf(caller: Caller) {
  return api.db
    .selectFrom('investments')
    .select(['id', 'amount'])
    .where('userId', '=', caller.user.id)
    .where('status', '=', 'pending_payment')
    .execute();
}

describe('the cap on unpaid reservations', () => {
  it('refuses a fourth reservation awaiting payment with 409 and says why', async () => {
    const caller = await investor();
    await reserved(caller);
    const refused = await reserve(caller);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: COUNT_REFUSAL });
    expect(await pendingOf(caller)).toHaveLength(3);
  });

  it('counts the total awaiting payment too', async () => {
    const caller = await investor();
    expect((await reserve(caller, '25000')).status).toBe(201);
    const refused = await reserve(caller, '5000.01');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: TOTAL_REFUSAL });
    expect((await reserve(caller, '5000')).status).toBe(201);
  });

  it('makes room again once one is cancelled, confirmed or expired', async () => {
    const caller = await investor();
    const [first, second, third] = await reserved(caller);

    await admin.client.adminInvestments.cancelInvestment({
      params: { id: String(first) },
      body: {},
    });
    expect((await reserve(caller)).status).toBe(201);
    expect((await reserve(caller)).status).toBe(409);

    await admin.client.adminInvestments.confirmPayment({
      params: { id: String(second) },
      body: { paymentMethod: 'bank_transfer', paymentReference: `CAP-${second}` },
    });
    expect((await reserve(caller)).status).toBe(201);
    expect((await reserve(caller)).status).toBe(409);

    // Past its 7 days, the expiry job ends the reservation (the others are a day younger).
    await api.db
      .updateTable('investments')
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where('id', '=', third as number)
      .execute();
    await expireOverdueInvestments(api.app);
    expect((await reserve(caller)).status).toBe(201);
    expect(await pendingOf(caller)).toHaveLength(3);
  });

  it('leaves at most the cap under concurrent requests', async () => {
    const caller = await investor();
    expect((await reserve(caller)).status).toBe(201);
    expect((await reserve(caller)).status).toBe(201);
    const responses = await Promise.all(Array.from({ length: 8 }, () => reserve(caller)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await pendingOf(caller)).toHaveLength(3);
  });

  it('holds another investor to their own cap only', async () => {
    const first = await investor();
    const second = await investor();
    await reserved(first);
    expect((await reserve(second)).status).toBe(201);
  });
});

describe('the rate limit on POST /api/investments', () => {
  it('answers 429 once one user has sent 30 within the hour', async () => {
    const caller = await investor();
    // Bodies the API refuses (400): each still counts, and nothing is reserved.
    for (let sent = 0; sent < 30; sent += 1) {
      const response = await caller.client.investments.createInvestment({
        body: { userId: caller.user.id, projectId: 1, unitId: 1, amount: '0' } as never,
        headers: {},
      });
      expect(response.status).toBe(400);
    }
    const limited = await reserve(caller);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const count = await api.db
      .selectFrom('rateLimits')
      .select('count')
      .where('key', '=', `investment:user:${caller.user.id}`)
      .executeTakeFirst();
    expect(count?.count).toBe(31);
    // Another user is not held back by it.
    expect((await reserve(await investor())).status).toBe(201);
  });

  it('spends nothing of the budget on a signed-out session', async () => {
    const caller = await investor();
    await caller.client.auth.logout({ body: {} });
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await reserve(caller)).status).toBe(401);
    }
    const counts = await api.db
      .selectFrom('rateLimits')
      .select('count')
      .where('key', '=', `investment:user:${caller.user.id}`)
      .execute();
    expect(counts).toEqual([]);
  });
});
