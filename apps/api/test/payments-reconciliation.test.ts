import type { TAdminPayment } from '@coinvest/contract';
import { createInvestment, createProject, createUnit, createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAdmin, type Caller } from './admin-fixtures';
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

/** An investor's payment started through the provider for a $5,000 investment. */
async function startedPayment() {
  const user = await createUser(api.db);
  const project = await createProject(api.db, { title: 'Airport Hills Residences' });
  const unit = await createUnit(api.db, { projectId: project.id, price: '100000.00' });
  const investment = await createInvestment(api.db, {
    userId: user.id,
    unitId: unit.id,
    amount: '5000.00',
    status: 'pending_payment',
    paymentMethod: null,
  });
  const investor = await signedIn(api, user);
  const response = await investor.client.payments.startPayment({
    params: { id: String(investment.id) },
    body: { channel: 'mobile_money' },
  });
  if (response.status !== 201) throw new Error(`Start payment answered ${response.status}`);
  return { investor, investment, unit, project, reference: response.body.reference };
}

async function listAll(caller: Caller, status?: TAdminPayment['status']) {
  const response = await caller.client.adminPayments.listAdminPayments({
    query: { pageSize: 100, ...(status && { status }) },
  });
  if (response.status !== 200) throw new Error(`The list answered ${response.status}`);
  return response.body;
}

function download(caller: Caller | null, path: string) {
  return fetch(`${api.baseUrl}${path}`, {
    headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
  });
}

/** RFC 4180 rows as the export writes them (no cell here holds a comma, quote or line break). */
const csvRows = (text: string) =>
  text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

const today = () => new Date().toISOString().slice(0, 10);

describe("the admin's provider payments", () => {
  let exception: Awaited<ReturnType<typeof startedPayment>>;
  let confirmed: Awaited<ReturnType<typeof startedPayment>>;

  beforeAll(async () => {
    // The exception is the older of the two: it is listed first all the same.
    exception = await startedPayment();
    await standIn().settle(exception.reference, 'success', { amountMinor: 100 });
    confirmed = await startedPayment();
    await standIn().settle(confirmed.reference, 'success');
  });

  it('lists exceptions first with their reason, then the newest, in cedis and dollars', async () => {
    const page = await listAll(admin);
    const references = page.items.map((payment) => payment.reference);
    expect(references.indexOf(exception.reference)).toBe(0);
    expect(references).toContain(confirmed.reference);
    expect(page.items[0]).toMatchObject({
      reference: exception.reference,
      investmentId: exception.investment.id,
      investorEmail: exception.investor.user.email,
      projectTitle: 'Airport Hills Residences',
      unitNumber: exception.unit.unitNumber,
      channel: 'mobile_money',
      status: 'exception',
      exceptionReason: 'amount_mismatch',
      amount: '76250.00',
      currency: 'GHS',
      rate: '15.25',
      investmentAmount: '5000.00',
      confirmedAt: null,
    });
    expect(page.items.find((payment) => payment.reference === confirmed.reference)).toMatchObject({
      status: 'succeeded',
      exceptionReason: null,
      amount: '76250.00',
    });
  });

  it('filters by status and pages without skipping or repeating a payment', async () => {
    const exceptions = await listAll(admin, 'exception');
    expect(exceptions.items.map((payment) => payment.status)).toEqual(['exception']);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await admin.client.adminPayments.listAdminPayments({
        query: { pageSize: 1, ...(cursor && { cursor }) },
      });
      if (response.status !== 200) throw new Error(`A page answered ${response.status}`);
      seen.push(...response.body.items.map((payment) => payment.reference));
      cursor = response.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual((await listAll(admin)).items.map((payment) => payment.reference));
  });

  it("is the admin's only", async () => {
    expect((await exception.investor.client.adminPayments.listAdminPayments()).status).toBe(403);
    expect((await api.client.adminPayments.listAdminPayments()).status).toBe(401);
    const path = `/api/secure-admin/ledger/entries.csv?from=${today()}&to=${today()}`;
    expect((await download(exception.investor, path)).status).toBe(403);
    expect((await download(null, path)).status).toBe(401);
  });

  it("exports the range's ledger postings, each entry balanced, for the accountant", async () => {
    const response = await download(
      admin,
      `/api/secure-admin/ledger/entries.csv?from=${today()}&to=${today()}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ledger-entries-${today()}-to-${today()}.csv"`,
    );
    const [header, ...lines] = csvRows(await response.text());
    expect(header).toEqual([
      'Entry',
      'Posted at',
      'Cause type',
      'Cause id',
      'Account',
      'Currency',
      'Amount',
    ]);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const totals = new Map<string, number>();
    for (const [entry, postedAt, , , , currency, amount] of lines) {
      expect(postedAt?.slice(0, 10)).toBe(today());
      expect(amount).toMatch(/^-?\d+\.\d{2}$/);
      const key = `${entry} ${currency}`;
      totals.set(key, (totals.get(key) ?? 0) + Math.round(Number(amount) * 100));
    }
    expect([...totals.values()].every((total) => total === 0)).toBe(true);
    // The confirmed payment's cedis moved from the provider's clearing into the escrow.
    expect(lines).toContainEqual(expect.arrayContaining(['provider_clearing:GHS', '76250.00']));

    const before = await download(
      admin,
      '/api/secure-admin/ledger/entries.csv?from=2020-01-01&to=2020-12-31',
    );
    expect(csvRows(await before.text())).toEqual([header]);
  });

  it('exports the payments started in the range', async () => {
    const response = await download(
      admin,
      `/api/secure-admin/payments.csv?from=${today()}&to=${today()}`,
    );
    expect(response.status).toBe(200);
    const rows = csvRows(await response.text());
    expect(rows[0]?.slice(0, 2)).toEqual(['Reference', 'Investment']);
    const exceptionRow = rows.find((row) => row[0] === exception.reference);
    expect(exceptionRow).toContain('amount_mismatch');
    expect(exceptionRow).toContain('76250.00');
  });

  it.each([
    ['to before from', 'from=2026-03-02&to=2026-03-01', 'To must be on or after From'],
    ['longer than a year', 'from=2025-01-01&to=2026-01-02', 'A range covers at most 366 days'],
    ['not a day', 'from=2026-02-30&to=2026-03-01', 'From must be a date (YYYY-MM-DD)'],
    ['missing', 'from=2026-01-01', 'To must be a date (YYYY-MM-DD)'],
  ])('refuses a range %s with a message', async (_, query, message) => {
    for (const path of ['/api/secure-admin/ledger/entries.csv', '/api/secure-admin/payments.csv']) {
      const response = await download(admin, `${path}?${query}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });
});
