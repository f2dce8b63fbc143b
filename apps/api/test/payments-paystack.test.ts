import { createInvestment, createProject, createUnit, createUser } from '@coinvest/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PAYSTACK_SECRET_KEY } from '../src/config';
import { paystackSignature } from '../src/features/payments/paystack';
import {
  ABANDON_AFTER_MS,
  VERIFY_AFTER_MS,
  verifyPendingPayments,
} from '../src/features/payments/verify-pending-payments';
import { signedIn, signedInAdmin, signedInInspector, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await api.db
    .updateTable('currencyRates')
    .set({ rate: '15.25' })
    .where('code', '=', 'GHS')
    .execute();
});
afterAll(() => api.close());

function standIn() {
  const standIn = api.app.paystackStandIn;
  if (!standIn) throw new Error('The API did not start the Paystack stand-in');
  return standIn;
}

/** An investor with an investment awaiting payment of `amount` US dollars. */
async function pendingInvestment(amount = '5000.00') {
  const user = await createUser(api.db);
  const project = await createProject(api.db);
  const unit = await createUnit(api.db, { projectId: project.id, price: '100000.00' });
  const investment = await createInvestment(api.db, {
    userId: user.id,
    unitId: unit.id,
    amount,
    status: 'pending_payment',
    paymentMethod: null,
  });
  return { caller: await signedIn(api, user), investment, unit };
}

async function startPayment(caller: Caller, investmentId: number) {
  const response = await caller.client.payments.startPayment({
    params: { id: String(investmentId) },
    body: { channel: 'mobile_money' },
  });
  if (response.status !== 201) throw new Error(`Start payment answered ${response.status}`);
  return response.body;
}

function postWebhook(body: string, signature: string | undefined) {
  return fetch(`${api.baseUrl}/api/payments/paystack/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature !== undefined && { 'x-paystack-signature': signature }),
    },
    body,
  });
}

/** A charge.success as the provider would sign it. */
function chargeSuccess(reference: string, amount: number, currency = 'GHS') {
  return JSON.stringify({
    event: 'charge.success',
    data: { id: 1, reference, amount, currency, status: 'success' },
  });
}

const signed = (body: string) =>
  postWebhook(body, paystackSignature(DEV_PAYSTACK_SECRET_KEY, body));

function investmentRow(id: number) {
  return api.db
    .selectFrom('investments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function paymentRow(reference: string) {
  return api.db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}

/** The ledger's entries caused by these payments, each with the sum of its postings. */
async function ledgerEntriesOf(references: readonly string[]) {
  return api.db
    .selectFrom('ledgerEntries as e')
    .innerJoin('payments as p', (join) =>
      join.on('e.causeType', '=', 'payment').onRef('e.causeId', '=', sql`p.id::text`),
    )
    .innerJoin('ledgerPostings as l', 'l.entryId', 'e.id')
    .select([
      'p.reference',
      sql<string>`sum(l.amount_minor)`.as('sum'),
      sql<string>`sum(l.amount_minor) filter (where l.amount_minor > 0)`.as('received'),
    ])
    .where('p.reference', 'in', references)
    .groupBy(['e.id', 'p.reference'])
    .execute();
}

function confirmationNotes(userId: number) {
  return api.db
    .selectFrom('notifications')
    .select('message')
    .where('userId', '=', userId)
    .where('title', '=', 'Payment Confirmed')
    .execute();
}

describe('POST /api/investments/:id/payments', () => {
  it("answers the checkout address and the cedi amount at the day's rate, with a pending payment", async () => {
    const { caller, investment } = await pendingInvestment('5000.01');
    const started = await startPayment(caller, investment.id);
    // 5000.01 x 15.25 = 76250.1525 cedis, rounded half up to the pesewa.
    expect(started).toEqual({
      reference: expect.stringMatching(/^PAY-[0-9A-F]{16}$/) as unknown,
      authorizationUrl: expect.stringContaining(`${standIn().baseUrl}/checkout/`) as unknown,
      amount: '76250.15',
      currency: 'GHS',
      rate: '15.25',
      investmentAmount: '5000.01',
    });
    expect(await paymentRow(started.reference)).toMatchObject({
      investmentId: investment.id,
      status: 'pending',
      amountMinor: '7625015',
      currency: 'GHS',
      rate: '15.250000',
      investmentAmount: '5000.01',
      authorizationUrl: started.authorizationUrl,
    });
    const checkout = await fetch(started.authorizationUrl);
    expect(await checkout.text()).toContain('<h1>Pay GHS 76,250.15</h1>');

    const listed = await caller.client.payments.listInvestmentPayments({
      params: { id: String(investment.id) },
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        reference: started.reference,
        status: 'pending',
        amount: '76250.15',
      }),
    ]);
  });

  it("answers 404 for someone else's investment and 409 for one not awaiting payment", async () => {
    const { investment } = await pendingInvestment();
    const other = await signedIn(api, await createUser(api.db));
    const response = await other.client.payments.startPayment({
      params: { id: String(investment.id) },
      body: { channel: 'card' },
    });
    expect(response.status).toBe(404);
    expect(
      (
        await other.client.payments.listInvestmentPayments({
          params: { id: String(investment.id) },
        })
      ).status,
    ).toBe(404);

    const paid = await createInvestment(api.db, { userId: other.user.id, status: 'confirmed' });
    const refused = await other.client.payments.startPayment({
      params: { id: String(paid.id) },
      body: { channel: 'card' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'Only an investment awaiting payment can be paid',
    });
    const count = await api.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('investmentId', 'in', [investment.id, paid.id])
      .executeTakeFirstOrThrow();
    expect(count.n).toBe('0');
  });

  it('refuses an inspector', async () => {
    const { investment } = await pendingInvestment();
    const inspector = await signedInInspector(api);
    const response = await inspector.client.payments.startPayment({
      params: { id: String(investment.id) },
      body: { channel: 'card' },
    });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/payments/paystack/webhook', () => {
  it('confirms the investment once for a signed charge.success, whatever the redeliveries', async () => {
    const { caller, investment, unit } = await pendingInvestment();
    const started = await startPayment(caller, investment.id);
    // The investor pays on the test checkout: the stand-in sends the signed webhook.
    await standIn().settle(started.reference, 'success');
    expect(standIn().deliveries.at(-1)?.status).toBe(200);

    const confirmed = await investmentRow(investment.id);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'mobile_money',
      paymentReference: started.reference,
      paymentConfirmedBy: null,
    });
    const unitAfter = await api.db
      .selectFrom('units')
      .select(['currentInvestment', 'reservedAmount'])
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(unitAfter).toEqual({ currentInvestment: '5000.00', reservedAmount: '0.00' });
    expect(await paymentRow(started.reference)).toMatchObject({
      status: 'succeeded',
      confirmedAt: expect.any(Date) as unknown,
    });

    // The same event twice more, and the verification job after them: nothing more happens.
    const body = standIn().deliveries.at(-1)?.body ?? '';
    expect((await signed(body)).status).toBe(200);
    expect((await signed(body)).status).toBe(200);
    await verifyPendingPayments(api.app, new Date(Date.now() + VERIFY_AFTER_MS * 2));
    expect(await confirmationNotes(caller.user.id)).toHaveLength(1);
    const audits = await api.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'action'])
      .where('entityType', '=', 'investment')
      .where('entityId', '=', String(investment.id))
      .execute();
    expect(audits).toEqual([{ actorUserId: null, action: 'investment.confirm_payment' }]);
    const events = await api.db
      .selectFrom('paymentEvents')
      .select('outcome')
      .where('reference', '=', started.reference)
      .execute();
    expect(events).toEqual([{ outcome: 'confirmed' }]);
    // One balanced entry: the cedis the provider holds, owed to the project's escrow.
    expect(await ledgerEntriesOf([started.reference])).toEqual([
      { reference: started.reference, sum: '0', received: '7625000' },
    ]);
  });

  it('answers 401 to a forged or missing signature and writes nothing', async () => {
    const { caller, investment } = await pendingInvestment();
    const started = await startPayment(caller, investment.id);
    const body = chargeSuccess(started.reference, 7_625_000);
    await standIn().settle(started.reference, 'success', { webhook: false });

    const forged = await postWebhook(
      body,
      paystackSignature('sk_test_someone-elses-secret-key', body),
    );
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ message: 'The signature does not match the body' });
    expect((await postWebhook(body, undefined)).status).toBe(401);
    expect((await postWebhook(body, 'ab'.repeat(64))).status).toBe(401);
    // Signed but not an event: refused before anything is written.
    expect((await signed('not json')).status).toBe(400);
    expect((await signed(JSON.stringify({ event: 'charge.success' }))).status).toBe(400);
    // Signed, then changed on the way.
    const tampered = await postWebhook(
      body.replace('7625000', '7625001'),
      paystackSignature(DEV_PAYSTACK_SECRET_KEY, body),
    );
    expect(tampered.status).toBe(401);

    expect((await investmentRow(investment.id)).status).toBe('pending_payment');
    expect((await paymentRow(started.reference)).status).toBe('pending');
    const events = await api.db
      .selectFrom('paymentEvents')
      .select('id')
      .where('reference', '=', started.reference)
      .execute();
    expect(events).toEqual([]);
  });

  it('never confirms money of another amount or currency: an exception with its reason', async () => {
    const wrongAmount = await pendingInvestment();
    const first = await startPayment(wrongAmount.caller, wrongAmount.investment.id);
    await standIn().settle(first.reference, 'success', { amountMinor: 100 });

    const wrongCurrency = await pendingInvestment();
    const second = await startPayment(wrongCurrency.caller, wrongCurrency.investment.id);
    await standIn().settle(second.reference, 'success', { currency: 'USD' });

    // A webhook claiming the right amount is not believed: the provider's verification is.
    const claimed = await signed(chargeSuccess(first.reference, 7_625_000));
    expect(claimed.status).toBe(200);

    expect(await paymentRow(first.reference)).toMatchObject({
      status: 'exception',
      exceptionReason: 'amount_mismatch',
    });
    expect(await paymentRow(second.reference)).toMatchObject({
      status: 'exception',
      exceptionReason: 'currency_mismatch',
    });
    // The money is at the provider all the same: owed back to the investor, in what it came in.
    const entries = await ledgerEntriesOf([first.reference, second.reference]);
    expect(entries.sort((a, b) => a.reference.localeCompare(b.reference))).toEqual(
      [
        { reference: first.reference, sum: '0', received: '100' },
        { reference: second.reference, sum: '0', received: '7625000' },
      ].sort((a, b) => a.reference.localeCompare(b.reference)),
    );
    const ids = [
      String((await paymentRow(first.reference)).id),
      String((await paymentRow(second.reference)).id),
    ];
    const credited = await api.db
      .selectFrom('ledgerPostings as l')
      .innerJoin('ledgerAccounts as a', 'a.id', 'l.accountId')
      .innerJoin('ledgerEntries as e', 'e.id', 'l.entryId')
      .select('a.key')
      .where('l.amountMinor', '<', '0')
      .where('e.causeType', '=', 'payment')
      .where('e.causeId', 'in', ids)
      .orderBy('a.key')
      .execute();
    expect(credited).toEqual([{ key: 'refunds_payable:GHS' }, { key: 'refunds_payable:USD' }]);
    for (const { investment, caller } of [wrongAmount, wrongCurrency]) {
      expect((await investmentRow(investment.id)).status).toBe('pending_payment');
      expect(await confirmationNotes(caller.user.id)).toEqual([]);
    }
  });

  it('records an unknown reference as an exception', async () => {
    const response = await signed(chargeSuccess('PAY-NOT-OURS', 500));
    expect(response.status).toBe(200);
    const event = await api.db
      .selectFrom('paymentEvents')
      .selectAll()
      .where('reference', '=', 'PAY-NOT-OURS')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      paymentId: null,
      outcome: 'exception',
      exceptionReason: 'unknown_reference',
      payload: JSON.parse(chargeSuccess('PAY-NOT-OURS', 500)) as unknown,
    });

    // One the provider took under a reference we never gave.
    const { caller, investment } = await pendingInvestment();
    const started = await startPayment(caller, investment.id);
    await api.db.deleteFrom('payments').where('reference', '=', started.reference).execute();
    await standIn().settle(started.reference, 'success');
    const stray = await api.db
      .selectFrom('paymentEvents')
      .selectAll()
      .where('reference', '=', started.reference)
      .executeTakeFirstOrThrow();
    expect(stray).toMatchObject({ outcome: 'exception', exceptionReason: 'unknown_reference' });
    expect((await investmentRow(investment.id)).status).toBe('pending_payment');
  });

  it('never confirms a payment arriving after the reservation expired', async () => {
    const { caller, investment } = await pendingInvestment();
    const started = await startPayment(caller, investment.id);
    await api.db
      .updateTable('investments')
      .set({ status: 'expired' })
      .where('id', '=', investment.id)
      .execute();
    await standIn().settle(started.reference, 'success');
    expect(await paymentRow(started.reference)).toMatchObject({
      status: 'exception',
      exceptionReason: 'reservation_ended',
    });
    expect((await investmentRow(investment.id)).status).toBe('expired');
    expect(await confirmationNotes(caller.user.id)).toEqual([]);
  });

  it('confirms exactly 100 of 100 reservations paid at once', async () => {
    const project = await createProject(api.db);
    const unit = await createUnit(api.db, { projectId: project.id, price: '1000000.00' });
    const paystack = api.app.paystack;
    if (!paystack) throw new Error('No provider');
    const references = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const user = await createUser(api.db);
        const investment = await createInvestment(api.db, {
          userId: user.id,
          unitId: unit.id,
          amount: '1000.00',
          status: 'pending_payment',
        });
        const reference = `PAY-LOAD-${index}-${investment.id}`;
        await api.db
          .insertInto('payments')
          .values({
            investmentId: investment.id,
            userId: user.id,
            reference,
            provider: 'paystack',
            channel: 'card',
            amountMinor: '1525000',
            currency: 'GHS',
            rate: '15.25',
            investmentAmount: '1000.00',
          })
          .execute();
        await paystack.initialize({
          email: user.email,
          amountMinor: 1_525_000n,
          currency: 'GHS',
          reference,
          channels: ['card'],
          callbackUrl: 'http://localhost:5173/dashboard',
        });
        return reference;
      }),
    );
    for (const reference of references) {
      await standIn().settle(reference, 'success', { webhook: false });
    }
    // Each webhook twice, all at once. Like the provider, a delivery answered 503 (the database
    // busy under the burst) is sent again until it is answered 200.
    const deliver = async (reference: string) => {
      for (;;) {
        const answer = await signed(chargeSuccess(reference, 1_525_000));
        if (answer.status !== 503) return answer.status;
      }
    };
    const answers = await Promise.all([...references, ...references].map(deliver));
    expect(answers).toEqual(answers.map(() => 200));

    const confirmed = await api.db
      .selectFrom('investments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('unitId', '=', unit.id)
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    expect(confirmed.n).toBe('100');
    const funding = await api.db
      .selectFrom('units')
      .select(['currentInvestment', 'reservedAmount'])
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(funding).toEqual({ currentInvestment: '100000.00', reservedAmount: '0.00' });
    const statuses = await api.db
      .selectFrom('payments')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('reference', 'in', references)
      .groupBy('status')
      .execute();
    expect(statuses).toEqual([{ status: 'succeeded', n: '100' }]);
    const entries = await ledgerEntriesOf(references);
    expect(entries).toHaveLength(100);
    expect(entries.filter((entry) => entry.sum !== '0' || entry.received !== '1525000')).toEqual(
      [],
    );
    const notes = await api.db
      .selectFrom('notifications as n')
      .innerJoin('investments as i', 'i.userId', 'n.userId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('i.unitId', '=', unit.id)
      .where('n.title', '=', 'Payment Confirmed')
      .executeTakeFirstOrThrow();
    expect(notes.n).toBe('100');
  });
});

describe("the admin's confirmation of a bank transfer", () => {
  it('posts the dollars received in the bank to the ledger, balanced', async () => {
    const { investment } = await pendingInvestment('2500.50');
    const admin = await signedInAdmin(api);
    const response = await admin.client.adminInvestments.confirmPayment({
      params: { id: String(investment.id) },
      body: { paymentMethod: 'bank_transfer', paymentReference: `BANK-${investment.id}` },
    });
    expect(response.status).toBe(200);
    const entries = await api.db
      .selectFrom('ledgerEntries as e')
      .innerJoin('ledgerPostings as l', 'l.entryId', 'e.id')
      .select([
        sql<string>`sum(l.amount_minor)`.as('sum'),
        sql<string>`sum(l.amount_minor) filter (where l.amount_minor > 0)`.as('received'),
        sql<string>`min(l.currency)`.as('currency'),
      ])
      .where('e.causeType', '=', 'confirmation')
      .where('e.causeId', '=', String(investment.id))
      .groupBy('e.id')
      .execute();
    expect(entries).toEqual([{ sum: '0', received: '250050', currency: 'USD' }]);
  });
});

describe('the verification job', () => {
  it('asks the provider when the investor reads a pending payment: a failed checkout reads failed at once', async () => {
    const { caller, investment } = await pendingInvestment();
    const payment = await startPayment(caller, investment.id);
    await standIn().settle(payment.reference, 'failure', { webhook: false });

    const listed = await caller.client.payments.listInvestmentPayments({
      params: { id: String(investment.id) },
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject([{ reference: payment.reference, status: 'failed' }]);
    expect((await investmentRow(investment.id)).status).toBe('pending_payment');
  });

  it('confirms a payment whose webhook was lost, and abandons one never paid', async () => {
    const lost = await pendingInvestment();
    const paid = await startPayment(lost.caller, lost.investment.id);
    await standIn().settle(paid.reference, 'success', { webhook: false });

    const left = await pendingInvestment();
    const unpaid = await startPayment(left.caller, left.investment.id);

    // Too fresh to ask about yet.
    await verifyPendingPayments(api.app);
    expect((await paymentRow(paid.reference)).status).toBe('pending');

    await verifyPendingPayments(api.app, new Date(Date.now() + VERIFY_AFTER_MS * 2));
    expect((await paymentRow(paid.reference)).status).toBe('succeeded');
    expect((await investmentRow(lost.investment.id)).status).toBe('confirmed');
    expect(await confirmationNotes(lost.caller.user.id)).toHaveLength(1);
    expect((await paymentRow(unpaid.reference)).status).toBe('pending');

    await verifyPendingPayments(api.app, new Date(Date.now() + ABANDON_AFTER_MS * 2));
    expect((await paymentRow(unpaid.reference)).status).toBe('abandoned');
    // The reservation stays payable: a new payment can be started.
    expect((await investmentRow(left.investment.id)).status).toBe('pending_payment');
    const again = await startPayment(left.caller, left.investment.id);
    expect(again.reference).not.toBe(unpaid.reference);
  });
});
