import { createKycVerification, createProject, createUnit, createUser } from '@coinvest/db/testing';
import { percentageOf } from '@coinvest/contract/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOverdueInvestments } from '../src/features/investments/expire-investments';
import { auditRecordsOf, signedIn, signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  // Some tests here reserve more than the pending caps allow one investor (reservation-caps.test.ts).
  api = await startTestApi({ env: { MAX_PENDING_INVESTMENTS: '100' } });
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

/** A signed-in investor whose KYC is approved (or as given). */
async function investor(kyc: 'approved' | 'pending' | 'expired' | 'none' = 'approved') {
  const user = await createUser(api.db);
  if (kyc === 'expired') {
    await createKycVerification(api.db, { userId: user.id, status: 'approved' });
    await api.db
      .updateTable('kycVerifications')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', user.id)
      .execute();
  } else if (kyc !== 'none') {
    await createKycVerification(api.db, { userId: user.id, status: kyc });
  }
  return signedIn(api, user);
}

async function unitWithRoom(total = '150000.00') {
  const project = await createProject(api.db, { minInvestment: '5000.00' });
  const unit = await createUnit(api.db, {
    projectId: project.id,
    price: total,
    minInvestmentAmount: '5000.00',
  });
  return { project, unit };
}

function invest(
  caller: Caller,
  body: { projectId: number; unitId: number; amount: string; userId?: number },
  key?: string,
) {
  return caller.client.investments.createInvestment({
    body: { userId: caller.user.id, satisfactionConfirmed: true, ...body },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

async function unitRow(id: number) {
  return api.db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /api/investments', () => {
  it('reserves a share: pending_payment, reference, 7-day deadline, server-computed ownership', async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom();
    const before = Date.now();
    const response = await invest(caller, {
      projectId: project.id,
      unitId: unit.id,
      amount: '7500',
    });
    expect(response.status).toBe(201);
    if (response.status !== 201) return;
    expect(response.body).toMatchObject({
      userId: caller.user.id,
      unitId: unit.id,
      amount: '7500.00',
      ownershipPercentage: '5.00',
      currentValue: '7500.00',
      status: 'pending_payment',
      satisfactionConfirmed: true,
    });
    expect(response.body.paymentReference).toMatch(/^INV-[0-9A-F]{12}$/);
    const deadline = new Date(response.body.paymentDeadline ?? '').getTime();
    expect(deadline - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(deadline - before).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);
    expect((await unitRow(unit.id)).reservedAmount).toBe('7500.00');
    const stored = await api.db
      .selectFrom('investments')
      .select('usdToGhsRate')
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.usdToGhsRate)).toBeGreaterThan(0);
    // Written after the commit by the reservation outbox; its amount is formatted like every
    // amount the sites show.
    await api.app.reservationOutbox.drain();
    const note = await api.db
      .selectFrom('notifications')
      .select(['title', 'message'])
      .where('userId', '=', caller.user.id)
      .where('title', '=', 'Investment Submitted')
      .executeTakeFirstOrThrow();
    expect(note).toEqual({
      title: 'Investment Submitted',
      message: `Your investment of $7,500.00 in ${project.title} (unit ${unit.unitNumber}) awaits payment. Reference ${response.body.paymentReference}.`,
    });
  });

  it("refuses an amount under the minimum with 'Minimum investment is ...'", async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom();
    const response = await invest(caller, {
      projectId: project.id,
      unitId: unit.id,
      amount: '4999.99',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Minimum investment is 5,000' });
  });

  it('refuses more than the unit still needs, and a malformed amount', async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom('10000.00');
    const tooMuch = await invest(caller, {
      projectId: project.id,
      unitId: unit.id,
      amount: '10000.01',
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      message: 'Amount exceeds what this unit still needs (10,000)',
    });
    const malformed = await invest(caller, {
      projectId: project.id,
      unitId: unit.id,
      amount: '12.345',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      issues: [{ path: 'amount', message: 'Enter an amount with at most 2 decimal places' }],
    });
  });

  it('refuses unconfirmed satisfaction', async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom();
    const response = await caller.client.investments.createInvestment({
      body: {
        userId: caller.user.id,
        projectId: project.id,
        unitId: unit.id,
        amount: '5000',
        satisfactionConfirmed: false as true,
      },
      headers: {},
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(
      'Please confirm you are satisfied with the investment details',
    );
  });

  it.each(['none', 'pending', 'expired'] as const)(
    'refuses an investor whose KYC is %s (403)',
    async (kyc) => {
      const caller = await investor(kyc);
      const { project, unit } = await unitWithRoom();
      const response = await invest(caller, {
        projectId: project.id,
        unitId: unit.id,
        amount: '5000',
      });
      expect(response.status).toBe(403);
      expect((await unitRow(unit.id)).reservedAmount).toBe('0.00');
    },
  );

  it('lets the admin invest without KYC, and refuses a visitor (401)', async () => {
    const { project, unit } = await unitWithRoom();
    const response = await invest(admin, {
      projectId: project.id,
      unitId: unit.id,
      amount: '5000',
    });
    expect(response.status).toBe(201);
    const visitor = await api.client.investments.createInvestment({
      body: {
        userId: 1,
        projectId: project.id,
        unitId: unit.id,
        amount: '5000',
        satisfactionConfirmed: true,
      },
      headers: {},
    });
    expect(visitor.status).toBe(401);
  });

  it("refuses another user's id in the body", async () => {
    const caller = await investor();
    const other = await createUser(api.db);
    const { project, unit } = await unitWithRoom();
    const response = await invest(caller, {
      projectId: project.id,
      unitId: unit.id,
      amount: '5000',
      userId: other.id,
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: 'You can only invest for yourself' });
  });

  it('replays an Idempotency-Key: the same answer, one investment, one reservation', async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom();
    const body = { projectId: project.id, unitId: unit.id, amount: '6000' };
    const [first, second] = await Promise.all([
      invest(caller, body, 'attempt-1'),
      invest(caller, body, 'attempt-1'),
    ]);
    const third = await invest(caller, body, 'attempt-1');
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    const rows = await api.db
      .selectFrom('investments')
      .select('id')
      .where('unitId', '=', unit.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await unitRow(unit.id)).reservedAmount).toBe('6000.00');
  });

  it('rounds ownership half-up to two places, as the shared decimal arithmetic does', async () => {
    const caller = await investor();
    // 5010 / 200,000 x 100 = 2.505 exactly: half-up gives 2.51 (half-even would give 2.50).
    const { project, unit } = await unitWithRoom('200000.00');
    const response = await invest(caller, {
      projectId: project.id,
      unitId: unit.id,
      amount: '5010',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ownershipPercentage: percentageOf('5010', '200000') });
    expect(percentageOf('5010', '200000')).toBe('2.51');
  });

  it('replays the first answer even after the investment moved on', async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom();
    const body = { projectId: project.id, unitId: unit.id, amount: '5000' };
    const first = await invest(caller, body, 'moved-on');
    expect(first.status).toBe(201);
    if (first.status !== 201) return;
    const confirmed = await admin.client.adminInvestments.confirmPayment({
      params: { id: String(first.body.id) },
      body: { paymentMethod: 'bank_transfer', paymentReference: 'GCB-MOVED-ON' },
    });
    expect(confirmed.status).toBe(200);
    const replay = await invest(caller, body, 'moved-on');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
  });

  it('gives back the key of a refused request, so a corrected one may use it', async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom();
    const refused = await invest(
      caller,
      { projectId: project.id, unitId: unit.id, amount: '100' },
      'retry-me',
    );
    expect(refused.status).toBe(400);
    const corrected = await invest(
      caller,
      { projectId: project.id, unitId: unit.id, amount: '5000' },
      'retry-me',
    );
    expect(corrected.status).toBe(201);
    expect((await unitRow(unit.id)).reservedAmount).toBe('5000.00');
  });

  it('never overfunds a unit under 100 concurrent investments (room for 10)', async () => {
    const callers = await Promise.all(Array.from({ length: 5 }, () => investor()));
    const { project, unit } = await unitWithRoom('50000.00');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        invest(callers[index % callers.length] as Caller, {
          projectId: project.id,
          unitId: unit.id,
          amount: '5000',
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    const row = await unitRow(unit.id);
    expect(row.reservedAmount).toBe('50000.00');
    const sum = await api.db
      .selectFrom('investments')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('unitId', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(sum.total).toBe('50000.00');
  });
});

describe('admin payment confirmation', () => {
  it('confirm moves the reservation into funding, sets the status, notifies and audits', async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom('10000.00');
    const created = await invest(caller, {
      projectId: project.id,
      unitId: unit.id,
      amount: '10000',
    });
    if (created.status !== 201) throw new Error('not created');

    const listed = await admin.client.adminInvestments.listInvestments({
      query: { status: 'pending_payment' },
    });
    expect(listed.status).toBe(200);
    if (listed.status !== 200) return;
    expect(listed.body.items.find((item) => item.id === created.body.id)).toMatchObject({
      userName: caller.user.username,
      userEmail: caller.user.email,
      projectTitle: project.title,
      unitNumber: unit.unitNumber,
      status: 'pending_payment',
    });

    const refused = await caller.client.adminInvestments.confirmPayment({
      params: { id: String(created.body.id) },
      body: { paymentMethod: 'bank_transfer', paymentReference: 'X' },
    });
    expect(refused.status).toBe(403);

    const confirmed = await admin.client.adminInvestments.confirmPayment({
      params: { id: String(created.body.id) },
      body: { paymentMethod: 'bank_transfer', paymentReference: 'GCB-778812' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'bank_transfer',
      paymentReference: 'GCB-778812',
      paymentConfirmedBy: admin.user.id,
      paymentConfirmedByName: admin.user.username,
    });
    const row = await unitRow(unit.id);
    expect(row).toMatchObject({
      currentInvestment: '10000.00',
      reservedAmount: '0.00',
      status: 'fully_funded',
    });
    const notes = await api.db
      .selectFrom('notifications')
      .select(['title', 'message'])
      .where('userId', '=', caller.user.id)
      .execute();
    expect(notes.find((note) => note.title === 'Payment Confirmed')?.message).toMatch(
      /^Your payment of \$10,000\.00 for .+ \(unit .+\) is confirmed\.$/,
    );
    expect(
      (await auditRecordsOf(api.db, 'investment', created.body.id)).map((r) => r.action),
    ).toEqual(['investment.confirm_payment']);

    const again = await admin.client.adminInvestments.confirmPayment({
      params: { id: String(created.body.id) },
      body: { paymentMethod: 'bank_transfer', paymentReference: 'GCB-778812' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses to confirm a payment for a unit already sold, leaving its funding as it was', async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom('10000.00');
    const created = await invest(caller, {
      projectId: project.id,
      unitId: unit.id,
      amount: '10000',
    });
    if (created.status !== 201) throw new Error('not created');
    // A sale recorded while the payment was awaited (written directly: the API refuses it).
    await api.db
      .updateTable('units')
      .set({ soldAt: new Date() })
      .where('id', '=', unit.id)
      .execute();

    const confirmed = await admin.client.adminInvestments.confirmPayment({
      params: { id: String(created.body.id) },
      body: { paymentMethod: 'bank_transfer', paymentReference: 'GCB-SOLD-1' },
    });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body).toMatchObject({ message: 'This unit is not open for investment' });
    expect(await unitRow(unit.id)).toMatchObject({
      currentInvestment: '0.00',
      reservedAmount: '10000.00',
    });
  });

  it('refuses a payment reference already recorded for another investment with 409, changing nothing', async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom('20000.00');
    const body = { projectId: project.id, unitId: unit.id };
    const first = await invest(caller, { ...body, amount: '10000' });
    const second = await invest(caller, { ...body, amount: '5000' });
    const third = await invest(caller, { ...body, amount: '5000' });
    if (first.status !== 201 || second.status !== 201 || third.status !== 201) {
      throw new Error('not created');
    }
    const confirm = (id: number, paymentReference: string) =>
      admin.client.adminInvestments.confirmPayment({
        params: { id: String(id) },
        body: { paymentMethod: 'mobile_money', paymentReference },
      });
    expect((await confirm(first.body.id, 'MOMO-DUP-1')).status).toBe(200);

    // The reference another confirmation recorded, and another pending investment's INV- one.
    for (const taken of ['MOMO-DUP-1', third.body.paymentReference]) {
      const refused = await confirm(second.body.id, taken);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: 'This payment reference is already recorded for another investment',
      });
    }
    expect(await unitRow(unit.id)).toMatchObject({
      currentInvestment: '10000.00',
      reservedAmount: '10000.00',
    });
    // Its own reference is no clash: the admin may confirm with it.
    const own = await confirm(second.body.id, second.body.paymentReference);
    expect(own.status).toBe(200);
    expect(
      (await auditRecordsOf(api.db, 'investment', second.body.id)).map((r) => r.action),
    ).toEqual(['investment.confirm_payment']);
  });

  it('cancel releases the reservation and notifies the investor', async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom();
    const created = await invest(caller, {
      projectId: project.id,
      unitId: unit.id,
      amount: '8000',
    });
    if (created.status !== 201) throw new Error('not created');
    const cancelled = await admin.client.adminInvestments.cancelInvestment({
      params: { id: String(created.body.id) },
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect(await unitRow(unit.id)).toMatchObject({
      reservedAmount: '0.00',
      currentInvestment: '0.00',
    });
  });

  it('the expiry job releases reservations past their deadline, once', async () => {
    const caller = await investor();
    const { project, unit } = await unitWithRoom();
    const created = await invest(caller, {
      projectId: project.id,
      unitId: unit.id,
      amount: '9000',
    });
    if (created.status !== 201) throw new Error('not created');

    expect(
      await expireOverdueInvestments(api.app, new Date(Date.now() + 6 * 24 * 3600 * 1000)),
    ).toBe(0);
    const later = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    const [a, b] = await Promise.all([
      expireOverdueInvestments(api.app, later),
      expireOverdueInvestments(api.app, later),
    ]);
    expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(1);
    const investment = await api.db
      .selectFrom('investments')
      .select('status')
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(investment.status).toBe('expired');
    expect((await unitRow(unit.id)).reservedAmount).toBe('0.00');
    const notes = await api.db
      .selectFrom('notifications')
      .select('title')
      .where('userId', '=', caller.user.id)
      .where('title', '=', 'Investment Expired')
      .execute();
    expect(notes).toHaveLength(1);
  });
});
