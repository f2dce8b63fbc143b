import { PAYMENT_MESSAGES, type TInvestorPayment } from '@coinvest/contract';
import { createInvestment, createProject, createUnit, createUser } from '@coinvest/db/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let ama: Caller;
let kofi: Caller;
/** Ama's payment that succeeded, her later one still pending, and Kofi's that succeeded. */
let paid: TInvestorPayment;
let pending: TInvestorPayment;
let kofisPaid: TInvestorPayment;
let amasTitle: string;

function standIn() {
  const standIn = api.app.paystackStandIn;
  if (!standIn) throw new Error('The API did not start the Paystack stand-in');
  return standIn;
}

/** A unit of a project of that title, and the caller's investment awaiting payment in it. */
async function reservation(caller: Caller, amount: string, title: string, unitNumber: string) {
  const project = await createProject(api.db, { title });
  const unit = await createUnit(api.db, { projectId: project.id, unitNumber });
  return createInvestment(api.db, {
    userId: caller.user.id,
    unitId: unit.id,
    amount,
    status: 'pending_payment',
    paymentMethod: null,
  });
}

/** Pays through the provider's test checkout: `settle` leaves it pending. */
async function pay(caller: Caller, investmentId: number, settle: boolean) {
  const response = await caller.client.payments.startPayment({
    params: { id: String(investmentId) },
    body: { channel: 'mobile_money' },
  });
  if (response.status !== 201) throw new Error(`Start payment answered ${response.status}`);
  if (settle) await standIn().settle(response.body.reference, 'success');
  return response.body.reference;
}

async function listOf(caller: Caller) {
  const response = await caller.client.payments.listInvestorPayments();
  if (response.status !== 200) throw new Error(`The list answered ${response.status}`);
  return response.body.items;
}

/** GET with the caller's token, as the site downloads: status, headers and bytes. */
async function download(caller: Caller | null, reference: string) {
  const response = await fetch(`${api.baseUrl}/api/payments/${reference}/receipt.pdf`, {
    headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The PDF's text as a reader sees it, one line per text run. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  const lines: string[] = [];
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const content = await (await pdf.getPage(page)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  return lines.join('');
}

beforeAll(async () => {
  api = await startTestApi();
  await api.db
    .updateTable('currencyRates')
    .set({ rate: '15.25' })
    .where('code', '=', 'GHS')
    .execute();
  ama = await signedIn(api, await createUser(api.db, { firstName: 'Ama', lastName: 'Owusu' }));
  kofi = await signedIn(
    api,
    await createUser(api.db, { firstName: 'Kofi', lastName: 'Boateng', preferredLanguage: 'ja' }),
  );
  amasTitle = `Airport Residences ${ama.user.id}`;
  const first = await reservation(ama, '5000.00', amasTitle, 'B-12');
  const second = await reservation(ama, '1234.56', `Tema Heights ${ama.user.id}`, 'C-3');
  const kofis = await reservation(kofi, '2000.00', `Cantonments Court ${kofi.user.id}`, 'D-1');
  const paidReference = await pay(ama, first.id, true);
  const pendingReference = await pay(ama, second.id, false);
  const kofisReference = await pay(kofi, kofis.id, true);
  const [pendingItem, paidItem] = await listOf(ama);
  const [kofisItem] = await listOf(kofi);
  if (!paidItem || !pendingItem || !kofisItem) throw new Error('A payment is missing');
  expect([paidItem.reference, pendingItem.reference, kofisItem.reference]).toEqual([
    paidReference,
    pendingReference,
    kofisReference,
  ]);
  [paid, pending, kofisPaid] = [paidItem, pendingItem, kofisItem];
});
afterAll(() => api.close());

describe('GET /api/payments', () => {
  it("lists the investor's own payments of every investment, newest first, in both currencies", async () => {
    const items = await listOf(ama);
    // 1234.56 x 15.25 = 18827.04 cedis; 5000.00 x 15.25 = 76250.00.
    expect(items).toEqual([
      {
        kind: 'payment',
        reference: pending.reference,
        investmentId: pending.investmentId,
        projectTitle: `Tema Heights ${ama.user.id}`,
        unitNumber: 'C-3',
        channel: 'mobile_money',
        status: 'pending',
        amount: '18827.04',
        currency: 'GHS',
        rate: '15.25',
        investmentAmount: '1234.56',
        createdAt: expect.any(String) as unknown,
        confirmedAt: null,
        refund: null,
      },
      {
        kind: 'payment',
        reference: paid.reference,
        investmentId: paid.investmentId,
        projectTitle: amasTitle,
        unitNumber: 'B-12',
        channel: 'mobile_money',
        status: 'succeeded',
        amount: '76250.00',
        currency: 'GHS',
        rate: '15.25',
        investmentAmount: '5000.00',
        createdAt: expect.any(String) as unknown,
        confirmedAt: expect.any(String) as unknown,
        refund: null,
      },
    ]);
  });

  it("never lists another investor's payments", async () => {
    const ours = (await listOf(ama)).map((item) => item.reference);
    expect(ours).not.toContain(kofisPaid.reference);
    expect((await listOf(kofi)).map((item) => item.reference)).toEqual([kofisPaid.reference]);
    expect(await listOf(await signedInAdmin(api))).toEqual([]);
  });

  it('refuses a visitor', async () => {
    const response = await fetch(`${api.baseUrl}/api/payments`);
    expect(response.status).toBe(401);
  });
});

describe('GET /api/payments/:reference/receipt.pdf', () => {
  it("gives the owner the paid payment's receipt as a PDF in their language", async () => {
    const { response, bytes } = await download(ama, paid.reference);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${paid.reference}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const shown of [
      'Payment receipt',
      'CoInvest Accra',
      'Investor: Ama Owusu',
      `Reference: ${paid.reference}`,
      `Date paid: ${(paid.confirmedAt ?? '').slice(0, 10)}`,
      `Project: ${amasTitle}`,
      'Unit: B-12',
      'Amount charged: GHS 76,250.00',
      'Exchange rate: 1 USD = 15.25 GHS',
      'Investment amount: USD 5,000.00',
      'Paid with: Mobile money',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it("writes the receipt in the investor's saved language", async () => {
    const { response, bytes } = await download(kofi, kofisPaid.reference);
    expect(response.status).toBe(200);
    const text = await pdfText(bytes);
    expect(text).toContain('お支払いの領収書');
    expect(text).toContain(`参照番号: ${kofisPaid.reference}`);
    expect(text).toContain('請求額: GHS 30,500.00');
    expect(text).toContain('支払方法: モバイルマネー');
  });

  it("answers 404 for another investor's payment or an unknown reference", async () => {
    for (const [caller, reference] of [
      [ama, kofisPaid.reference],
      [kofi, paid.reference],
      [ama, 'PAY-0000000000000000'],
    ] as const) {
      const { response, bytes } = await download(caller, reference);
      expect(response.status).toBe(404);
      expect(JSON.parse(Buffer.from(bytes).toString())).toMatchObject({
        message: PAYMENT_MESSAGES.notFound,
      });
    }
  });

  it('answers 409 for a payment that has not succeeded', async () => {
    const { response, bytes } = await download(ama, pending.reference);
    expect(response.status).toBe(409);
    expect(JSON.parse(Buffer.from(bytes).toString())).toMatchObject({
      message: PAYMENT_MESSAGES.receiptNotPaid,
    });
  });

  it('refuses a visitor', async () => {
    const { response } = await download(null, paid.reference);
    expect(response.status).toBe(401);
  });
});
