import { ESCROW_ERROR_CODES, ESCROW_MESSAGES } from '@coinvest/contract';
import { createDeveloper } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, auditRecordsOf, signedInAdmin, type Caller } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: Caller;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signedInAdmin(api);
});
afterAll(() => api.close());

function standIn() {
  const standIn = api.app.paystackStandIn;
  if (!standIn) throw new Error('The API did not start the Paystack stand-in');
  return standIn;
}

/** The name the provider finds on an account, asked of it directly. */
async function providerName(accountNumber: string, bankCode: string) {
  const resolved = await api.app.paystack?.resolveAccount({ accountNumber, bankCode });
  if (!resolved) throw new Error(`The provider finds no account ${accountNumber}`);
  return resolved.accountName;
}

function storedAccount(developerId: number) {
  return api.db
    .selectFrom('developerPayoutAccounts')
    .selectAll()
    .where('developerId', '=', developerId)
    .executeTakeFirst();
}

function putAccount(developerId: number, body: Record<string, string>) {
  return admin.client.adminPayoutAccounts.putPayoutAccount({
    params: { id: String(developerId) },
    body: body as never,
  });
}

describe('GET /api/secure-admin/payout-banks', () => {
  it('lists the banks, or the mobile-money networks, by name with their codes', async () => {
    const banks = await admin.client.adminPayoutAccounts.listPayoutBanks({
      query: { kind: 'bank_account' },
    });
    expect(banks.status).toBe(200);
    expect(banks.body).toContainEqual({ code: '040100', name: 'GCB Bank' });
    const networks = await admin.client.adminPayoutAccounts.listPayoutBanks({
      query: { kind: 'mobile_money' },
    });
    expect(networks.body).toEqual([
      { code: 'ATL', name: 'AirtelTigo Money' },
      { code: 'MTN', name: 'MTN Mobile Money' },
      { code: 'VOD', name: 'Telecel Cash' },
    ]);
  });
});

describe('PUT /api/secure-admin/developers/:id/payout-account', () => {
  it('keeps the account under the name the provider found, registered as a recipient, and audits it', async () => {
    const developer = await createDeveloper(api.db);
    const none = await admin.client.adminPayoutAccounts.getPayoutAccount({
      params: { id: String(developer.id) },
    });
    expect(none).toMatchObject({ status: 200, body: null });

    const response = await putAccount(developer.id, {
      kind: 'bank_account',
      bankCode: '040100',
      accountNumber: '1234 5678 90',
    });
    const accountName = await providerName('1234567890', '040100');
    const expected = {
      kind: 'bank_account',
      bankCode: '040100',
      accountNumber: '1234567890',
      accountName,
      verifiedAt: expect.any(String) as unknown,
    };
    expect(response).toMatchObject({ status: 200, body: expected });

    const read = await admin.client.adminPayoutAccounts.getPayoutAccount({
      params: { id: String(developer.id) },
    });
    expect(read).toMatchObject({ status: 200, body: expected });
    expect(await storedAccount(developer.id)).toMatchObject({
      accountName,
      recipientCode: expect.stringMatching(/^RCP_/) as unknown,
      updatedBy: admin.user.id,
    });

    const records = await auditRecordsOf(api.db, 'developer', developer.id);
    expect(records).toMatchObject([
      {
        action: 'developer.payout_account',
        actorUserId: admin.user.id,
        before: null,
        after: { ...expected, recipientCode: expect.stringMatching(/^RCP_/) as unknown },
      },
    ]);
  });

  it('replaces the account on file with a mobile-money wallet, auditing the one before', async () => {
    const developer = await createDeveloper(api.db);
    await putAccount(developer.id, {
      kind: 'bank_account',
      bankCode: '130100',
      accountNumber: '2233445566',
    });
    const response = await putAccount(developer.id, {
      kind: 'mobile_money',
      bankCode: 'MTN',
      accountNumber: '0241234567',
    });
    expect(response).toMatchObject({
      status: 200,
      body: {
        kind: 'mobile_money',
        bankCode: 'MTN',
        accountNumber: '0241234567',
        accountName: await providerName('0241234567', 'MTN'),
      },
    });
    const records = await auditRecordsOf(api.db, 'developer', developer.id);
    expect(records[1]).toMatchObject({
      before: { kind: 'bank_account', accountNumber: '2233445566' },
      after: { kind: 'mobile_money', accountNumber: '0241234567' },
    });
  });

  it('answers 422 for an account the provider cannot find, and writes nothing', async () => {
    const developer = await createDeveloper(api.db);
    const audits = await auditCount(api.db);
    const response = await putAccount(developer.id, {
      kind: 'bank_account',
      bankCode: '040100',
      accountNumber: '0001234567',
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      message: ESCROW_MESSAGES.payoutAccountNotResolved,
      errorCode: ESCROW_ERROR_CODES.payoutAccountNotResolved,
    });
    expect(await storedAccount(developer.id)).toBeUndefined();
    expect(await auditCount(api.db)).toBe(audits);
  });

  it('answers 400 for a bank code that names no bank of that kind (a network for a bank account)', async () => {
    const developer = await createDeveloper(api.db);
    const response = await putAccount(developer.id, {
      kind: 'bank_account',
      bankCode: 'MTN',
      accountNumber: '0241234567',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      issues: [{ path: 'bankCode', message: ESCROW_MESSAGES.payoutBankCodeInvalid }],
    });
    expect(await storedAccount(developer.id)).toBeUndefined();
  });

  it('answers 503 when the provider cannot be reached, keeping the account on file', async () => {
    const developer = await createDeveloper(api.db);
    await putAccount(developer.id, {
      kind: 'bank_account',
      bankCode: '190100',
      accountNumber: '9988776655',
    });
    const before = await storedAccount(developer.id);
    const audits = await auditCount(api.db);
    standIn().transfersAvailable = false;
    try {
      const response = await putAccount(developer.id, {
        kind: 'bank_account',
        bankCode: '190100',
        accountNumber: '1122334455',
      });
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ message: ESCROW_MESSAGES.payoutProviderUnavailable });
      const banks = await admin.client.adminPayoutAccounts.listPayoutBanks({
        query: { kind: 'bank_account' },
      });
      expect(banks.status).toBe(503);
    } finally {
      standIn().transfersAvailable = true;
    }
    expect(await storedAccount(developer.id)).toEqual(before);
    expect(await auditCount(api.db)).toBe(audits);
  });

  it('answers 404 for a developer that does not exist, on reading and on setting', async () => {
    const missing = 2_000_000_000;
    const put = await putAccount(missing, {
      kind: 'bank_account',
      bankCode: '040100',
      accountNumber: '1234567890',
    });
    expect(put.status).toBe(404);
    const get = await admin.client.adminPayoutAccounts.getPayoutAccount({
      params: { id: String(missing) },
    });
    expect(get.status).toBe(404);
    expect(await storedAccount(missing)).toBeUndefined();
  });
});
