import { ADMIN_PAGE_MESSAGES, PROJECT_MESSAGES } from '@coinvest/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser, type Caller } from './admin-fixtures';
import type { TestApi } from './helpers';
import { startKycTestApi, submitKyc } from './kyc-fixtures';

// Dates in year 0 (or 30000): JavaScript reads them, PostgreSQL cannot hold them. Each is the
// request's fault, so a 400 with a message, never a 500.

let api: TestApi;
let storageDir: string;
let investor: Caller;
let admin: Caller;
beforeAll(async () => {
  ({ api, storageDir } = await startKycTestApi());
  investor = await signedInUser(api);
  admin = await signedInAdmin(api);
});
afterAll(async () => {
  await api.close();
  const { rm } = await import('node:fs/promises');
  await rm(storageDir, { recursive: true, force: true });
});

/** A cursor as the API writes them (base64url of its JSON position), for a day it never gave. */
const cursorAt = (createdAtKey: string, id: number | string) =>
  Buffer.from(JSON.stringify([createdAtKey, id])).toString('base64url');
const YEAR_ZERO_KEY = '0000-01-01T00:00:00.000000Z';

async function get(caller: Caller | null, url: string) {
  const response = await fetch(`${api.baseUrl}${url}`, {
    headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('cursors naming year 0', () => {
  it.each([
    [
      'the project list',
      null,
      `/api/projects?cursor=${cursorAt(YEAR_ZERO_KEY, 1)}`,
      PROJECT_MESSAGES.projectListCursorInvalid,
    ],
    [
      "the investor's investments",
      'investor',
      `/api/dashboard/investments?cursor=${cursorAt(YEAR_ZERO_KEY, 1)}`,
      ADMIN_PAGE_MESSAGES.adminCursorInvalid,
    ],
    [
      "the admin's investments",
      'admin',
      `/api/secure-admin/investments?cursor=${cursorAt(YEAR_ZERO_KEY, 1)}`,
      ADMIN_PAGE_MESSAGES.adminCursorInvalid,
    ],
    [
      "the admin's audit log",
      'admin',
      `/api/secure-admin/audit-log?cursor=${cursorAt(YEAR_ZERO_KEY, '1')}`,
      ADMIN_PAGE_MESSAGES.adminCursorInvalid,
    ],
  ] as const)('%s answers 400', async (_list, who, url, message) => {
    const caller = who === 'investor' ? investor : who === 'admin' ? admin : null;
    const response = await get(caller, url);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('goal target date in year 0', () => {
  const goal = {
    goalName: 'A flat in Osu',
    targetAmount: '50000',
    goalType: 'property' as const,
  };

  it('is refused on creation and on update with its message', async () => {
    for (const targetDate of ['0000-01-01', '30000-01-01', '1899-12-31', '2201-01-01']) {
      const created = await investor.client.goals.createGoal({ body: { ...goal, targetDate } });
      expect(created.status, targetDate).toBe(400);
    }
    const zero = await investor.client.goals.createGoal({
      body: { ...goal, targetDate: '0000-01-01' },
    });
    expect((zero.body as { message: string }).message).toBe(
      'Target date must be between 1900 and 2200',
    );

    const created = await investor.client.goals.createGoal({
      body: { ...goal, targetDate: '2040-06-30' },
    });
    if (created.status !== 201) throw new Error(`Not created: ${created.status}`);
    // An update may keep a date already passed, but not one PostgreSQL cannot hold.
    const updated = await investor.client.goals.updateGoal({
      params: { goalId: String(created.body.id) },
      body: { ...goal, targetDate: '0000-01-01' },
    });
    expect(updated.status).toBe(400);
    expect((updated.body as { message: string }).message).toBe(
      'Target date must be between 1900 and 2200',
    );
  });
});

describe('KYC dates in year 0', () => {
  it.each([
    ['dateOfBirth', 'Enter a real date between 1900 and today'],
    ['proofOfAddressDate', 'Enter a real date between 1900 and 2200'],
  ])('refuses %s and stores nothing', async (field, message) => {
    const caller = await signedInUser(api);
    const response = await submitKyc(api, caller.token, {
      userId: caller.user.id,
      fields: { [field]: '0000-01-01' },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
    const stored = await api.db
      .selectFrom('kycVerifications')
      .select('id')
      .where('userId', '=', caller.user.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
