import { createInvestment, createProject, createUnit, createUser } from '@coinvest/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PAYSTACK_SECRET_KEY } from '../src/config';
import { reconcileLedger } from '../src/features/ledger/reconcile-ledger';
import { paystackSignature } from '../src/features/payments/paystack';
import { auditRecordsOf, signedIn, signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  api = await startTestApi();
  await api.db
    .updateTable('currencyRates')
    .set({ rate: '15.25' })
    .where('code', '=', 'GHS')
    .execute();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

function standIn() {
  const standIn = api.app.paystackStandIn;
  if (!standIn) throw new Error('The API did not start the Paystack stand-in');
  return standIn;
}

/** An investor's payment of 5,000 dollars (76,250 cedis) in the given state. */
async function paymentOf(outcome: 'exception' | 'confirmed') {
  const user = await createUser(api.db);
  const project = await createProject(api.db);
  const unit = await createUnit(api.db, { projectId: project.id, price: '100000.00' });
  const investment = await createInvestment(api.db, {
    userId: user.id,
    unitId: unit.id,
    amount: '5000.00',
    status: 'pending_payment',
    paymentMethod: null,
  });
  const investor = await signedIn(api, user);
  const started = await investor.client.payments.startPayment({
    params: { id: String(investment.id) },
    body: { channel: 'mobile_money' },
  });
  if (started.status !== 201) throw new Error(`Start payment answered ${started.status}`);
  const { reference } = started.body;
  if (outcome === 'exception') {
    // Paid after the reservation expired: the money arrives and cannot be honoured.
    await api.db
      .updateTable('investments')
      .set({ status: 'expired' })
      .where('id', '=', investment.id)
      .execute();
  }
  await standIn().settle(reference, 'success');
  const payment = await paymentRow(reference);
  expect(payment.status).toBe(outcome === 'exception' ? 'exception' : 'succeeded');
  return { investor, reference, paymentId: payment.id };
}

function paymentRow(reference: string) {
  return api.db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}

function refundsOf(reference: string) {
  return api.db
    .selectFrom('refunds')
    .selectAll()
    .where('paymentReference', '=', reference)
    .orderBy('id')
    .execute();
}

function refund(caller: Caller | undefined, reference: string) {
  const client = caller?.client ?? api.client;
  return client.adminPayments.refundPayment({ params: { reference } });
}

/**
 * The entries of one payment and its refunds, each as its account keys and signed amounts, in
 * the order they were posted.
 */
async function entriesOf(paymentId: number, reference: string) {
  const refundIds = (await refundsOf(reference)).map((row) => String(row.id));
  const rows = await api.db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerPostings as l', 'l.entryId', 'e.id')
    .innerJoin('ledgerAccounts as a', 'a.id', 'l.accountId')
    .select(['e.id', 'e.causeType', 'a.key', 'l.amountMinor'])
    .where((eb) =>
      eb.or([
        eb.and([eb('e.causeType', '=', 'payment'), eb('e.causeId', '=', String(paymentId))]),
        ...(refundIds.length > 0
          ? [eb.and([eb('e.causeType', '=', 'refund'), eb('e.causeId', 'in', refundIds)])]
          : []),
      ]),
    )
    .orderBy('e.id')
    .orderBy('l.amountMinor', 'desc')
    .execute();
  const entries = new Map<string, { cause: string; postings: string[] }>();
  for (const row of rows) {
    const entry = entries.get(row.id) ?? { cause: row.causeType, postings: [] };
    entry.postings.push(`${row.key} ${row.amountMinor}`);
    entries.set(row.id, entry);
  }
  return [...entries.values()];
}

/** What refunds payable holds for this payment: the sum of its postings there. */
async function owedBack(paymentId: number, reference: string) {
  const entries = await entriesOf(paymentId, reference);
  return entries
    .flatMap((entry) => entry.postings)
    .filter((posting) => posting.startsWith('refunds_payable:'))
    .reduce((sum, posting) => sum + BigInt(posting.split(' ')[1] ?? '0'), 0n);
}

/** Each currency's balances over the whole ledger. */
async function currencyTotals() {
  const rows = await api.db
    .selectFrom('ledgerPostings')
    .select(['currency', sql<string>`sum(amount_minor)`.as('total')])
    .groupBy('currency')
    .execute();
  return rows.map((row) => row.total);
}

function refundNotes(userId: number) {
  return api.db
    .selectFrom('notifications')
    .select(['title', 'message'])
    .where('userId', '=', userId)
    .where('title', '=', 'Payment refunded')
    .execute();
}

function postWebhook(body: string, signature: string) {
  return fetch(`${api.baseUrl}/api/payments/paystack/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    body,
  });
}

const signed = (body: string) =>
  postWebhook(body, paystackSignature(DEV_PAYSTACK_SECRET_KEY, body));

/** A refund's end as the provider reports it. */
/** A refund event as Paystack sends one: it names the refunded transaction. */
function refundEvent(outcome: 'processed' | 'failed', reference: string) {
  return JSON.stringify({
    event: `refund.${outcome}`,
    data: {
      status: outcome,
      transaction_reference: reference,
      refund_reference: null,
      amount: 7_625_000,
      currency: 'GHS',
    },
  });
}

describe('POST /api/secure-admin/payments/:reference/refund', () => {
  it('refunds an exception in full through the provider: balanced entries, processed once, the investor told', async () => {
    const { investor, reference, paymentId } = await paymentOf('exception');
    // The money arrived and is owed back.
    expect(await owedBack(paymentId, reference)).toBe(-7_625_000n);

    const response = await refund(admin, reference);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      paymentReference: reference,
      amount: '76250.00',
      currency: 'GHS',
    });
    // The stand-in reports the refund processed once it has answered.
    await standIn().delivered();
    const [row] = await refundsOf(reference);
    expect(row).toMatchObject({
      status: 'processed',
      amountMinor: '7625000',
      currency: 'GHS',
      providerRefundId: expect.stringMatching(/^\d+$/) as unknown,
      processedAt: expect.any(Date) as unknown,
    });
    const delivered = standIn().deliveries.at(-1);
    expect(delivered?.status).toBe(200);
    expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({ event: 'refund.processed' });

    // The provider repeats itself: nothing more happens.
    expect((await signed(delivered?.body ?? '')).status).toBe(200);
    expect((await signed(delivered?.body ?? '')).status).toBe(200);

    expect(await entriesOf(paymentId, reference)).toEqual([
      {
        cause: 'payment',
        postings: ['provider_clearing:GHS 7625000', 'refunds_payable:GHS -7625000'],
      },
      {
        cause: 'refund',
        postings: ['refunds_payable:GHS 7625000', 'provider_clearing:GHS -7625000'],
      },
    ]);
    expect(await owedBack(paymentId, reference)).toBe(0n);
    expect((await currencyTotals()).every((total) => total === '0')).toBe(true);
    expect((await reconcileLedger(api.db)).differences).toBe(0);

    const notes = await refundNotes(investor.user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.message).toContain(reference);
    expect(notes[0]?.message).toContain('76250.00 GHS');
    expect(await auditRecordsOf(api.db, 'payment', reference)).toEqual([
      expect.objectContaining({ actorUserId: admin.user.id, action: 'payment.refund' }),
    ]);

    // The admin's list shows it refunded.
    const list = await admin.client.adminPayments.listAdminPayments({
      query: { status: 'exception', pageSize: 100 },
    });
    if (list.status !== 200) throw new Error(`The list answered ${list.status}`);
    expect(list.body.items.find((item) => item.reference === reference)).toMatchObject({
      refundStatus: 'processed',
    });
  });

  it("shows the investor their payment's refund, pending until the provider reports it", async () => {
    const { investor, reference } = await paymentOf('exception');
    const refundOf = async () => {
      const own = await investor.client.payments.listInvestorPayments();
      if (own.status !== 200) throw new Error(`The list answered ${own.status}`);
      return own.body.items.find((item) => item.reference === reference)?.refund;
    };
    expect(await refundOf()).toBeNull();

    expect((await refund(admin, reference)).status).toBe(201);
    const pending = await refundOf();
    // The stand-in may already have reported it: either way it is the whole amount taken.
    expect(pending).toMatchObject({ amount: '76250.00', currency: 'GHS' });
    await standIn().delivered();
    expect(await refundOf()).toEqual({
      amount: '76250.00',
      currency: 'GHS',
      status: 'processed',
      createdAt: pending?.createdAt,
      processedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
    });
  });

  it('refuses a second refund of the same payment with 409, asking the provider nothing', async () => {
    const { reference } = await paymentOf('exception');
    expect((await refund(admin, reference)).status).toBe(201);
    await standIn().delivered();

    const again = await refund(admin, reference);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'This payment is already refunded or being refunded',
    });
    // Asked at the same time, still one refund.
    const { reference: other } = await paymentOf('exception');
    const [first, second] = await Promise.all([refund(admin, other), refund(admin, other)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    await standIn().delivered();
    expect(await refundsOf(reference)).toHaveLength(1);
    expect(await refundsOf(other)).toHaveLength(1);
    // The provider was asked once for each.
    const refundDeliveries = standIn().deliveries.filter((delivery) =>
      delivery.body.includes('"refund.processed"'),
    );
    for (const paid of [reference, other]) {
      expect(refundDeliveries.filter((delivery) => delivery.body.includes(paid))).toHaveLength(1);
    }
  });

  it('refuses to refund a payment that was honoured (409) and one never made (404)', async () => {
    const { reference, paymentId } = await paymentOf('confirmed');
    const response = await refund(admin, reference);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      message: 'Only a payment that could not be honoured can be refunded',
    });
    expect(await refundsOf(reference)).toEqual([]);
    expect(await entriesOf(paymentId, reference)).toEqual([
      {
        cause: 'payment',
        postings: [
          'provider_clearing:GHS 7625000',
          expect.stringMatching(/^project:\d+:escrow:GHS -7625000$/) as unknown as string,
        ],
      },
    ]);
    const unknown = await refund(admin, 'PAY-0000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Payment not found' });
    const malformed = await refund(admin, 'not-a-reference');
    expect(malformed.status).toBe(400);
  });

  it('is for the admin only: 403 for an investor, 401 for a visitor, nothing written', async () => {
    const { investor, reference } = await paymentOf('exception');
    const own = await refund(investor, reference);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ message: expect.any(String) as unknown });
    expect((await refund(undefined, reference)).status).toBe(401);
    expect(await refundsOf(reference)).toEqual([]);
    expect((await paymentRow(reference)).status).toBe('exception');
  });

  it('makes the money owed again when the provider reports the refund failed, and lets it be refunded again', async () => {
    const { investor, reference, paymentId } = await paymentOf('exception');
    standIn().refundOutcome = 'failed';
    try {
      expect((await refund(admin, reference)).status).toBe(201);
      await standIn().delivered();
    } finally {
      standIn().refundOutcome = 'processed';
    }
    const [failed] = await refundsOf(reference);
    expect(failed).toMatchObject({ status: 'failed', failedAt: expect.any(Date) as unknown });
    // The entry that paid it out is reversed: refunds payable owes the money again.
    expect(await owedBack(paymentId, reference)).toBe(-7_625_000n);
    // Said again, the failure changes nothing more.
    const body = standIn().deliveries.at(-1)?.body ?? '';
    expect((await signed(body)).status).toBe(200);
    expect(await owedBack(paymentId, reference)).toBe(-7_625_000n);
    expect(await refundNotes(investor.user.id)).toEqual([]);
    expect((await reconcileLedger(api.db)).differences).toBe(0);

    // Refunded again, it is processed this time.
    expect((await refund(admin, reference)).status).toBe(201);
    await standIn().delivered();
    expect((await refundsOf(reference)).map((row) => row.status)).toEqual(['failed', 'processed']);
    // The investor sees the latest one, not the failure before it.
    const own = await investor.client.payments.listInvestorPayments();
    if (own.status !== 200) throw new Error(`The list answered ${own.status}`);
    expect(own.body.items.find((item) => item.reference === reference)?.refund?.status).toBe(
      'processed',
    );
    expect(await owedBack(paymentId, reference)).toBe(0n);
    expect(await refundNotes(investor.user.id)).toHaveLength(1);
  });

  it('answers 401 to a forged refund notification and writes nothing', async () => {
    const { investor, reference, paymentId } = await paymentOf('exception');
    standIn().refundOutcome = undefined;
    try {
      expect((await refund(admin, reference)).status).toBe(201);
    } finally {
      standIn().refundOutcome = 'processed';
    }
    const [pending] = await refundsOf(reference);
    expect(pending?.status).toBe('pending');
    const body = refundEvent('processed', reference);

    const forged = await postWebhook(
      body,
      paystackSignature('sk_test_someone-elses-secret-key', body),
    );
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ message: 'The signature does not match the body' });
    expect((await refundsOf(reference))[0]?.status).toBe('pending');
    expect(await refundNotes(investor.user.id)).toEqual([]);
    const events = await api.db
      .selectFrom('paymentEvents')
      .select('event')
      .where('reference', '=', reference)
      .where('event', 'like', 'refund.%')
      .execute();
    expect(events).toEqual([]);

    // Signed, the same notification ends it.
    expect((await signed(body)).status).toBe(200);
    expect((await refundsOf(reference))[0]?.status).toBe('processed');
    expect(await refundNotes(investor.user.id)).toHaveLength(1);
    expect(await owedBack(paymentId, reference)).toBe(0n);
  });
});
