import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  DATA_RIGHTS_ERROR_CODES,
  DATA_RIGHTS_MESSAGES,
  SOCKET_CLOSE,
  type TDataExport,
} from '@coinvest/contract';
import type { DB } from '@coinvest/db';
import {
  createAdmin,
  createInvestment,
  createProject,
  createUser,
  type TestUser,
} from '@coinvest/db/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInUser, type Caller } from './admin-fixtures';
import type { TestApi } from './helpers';
import { startKycTestApi, storedFiles, submitKyc } from './kyc-fixtures';
import { authenticatedSocket } from './socket-client';

let api: TestApi;
let storageDir: string;
beforeAll(async () => {
  ({ api, storageDir } = await startKycTestApi());
});
afterAll(() => api.close());

const SECRET_MARK = 'SECRET-must-not-leave';
const ADMIN_IP = '203.0.113.77';

/** A row in every table that holds something about a user, each marked with the user's id. */
async function seedEverything(db: Kysely<DB>, caller: Caller) {
  const { id: userId, email } = caller.user;
  expect((await submitKyc(api, caller.token, { userId })).status).toBe(201);
  const kyc = await db
    .selectFrom('kycVerifications')
    .select('id')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const project = await createProject(db);
  const investment = await createInvestment(db, { userId, status: 'cancelled' });
  // An admin's decision about the user, with who took it and from where.
  const reviewer = await createAdmin(db);
  await db
    .updateTable('kycVerifications')
    .set({ reviewedBy: reviewer.id })
    .where('id', '=', kyc.id)
    .execute();
  await db
    .updateTable('investments')
    .set({ paymentConfirmedBy: reviewer.id })
    .where('id', '=', investment.id)
    .execute();
  await db
    .insertInto('userSecondFactors')
    .values({ userId, secretEncrypted: SECRET_MARK })
    .execute();
  await db.insertInto('recoveryCodes').values({ userId, codeHash: SECRET_MARK }).execute();
  await db
    .insertInto('signInDevices')
    .values({ userId, tokenHash: `${SECRET_MARK}-${userId}` })
    .execute();
  const later = new Date(Date.now() + 3_600_000);
  await db
    .insertInto('passwordResets')
    .values({ userId, codeHash: SECRET_MARK, expiresAt: later })
    .execute();
  await db
    .insertInto('emailChanges')
    .values({
      userId,
      newEmail: `new.${userId}@example.com`,
      codeHash: SECRET_MARK,
      expiresAt: later,
    })
    .execute();
  await db
    .insertInto('emailVerifications')
    .values({ userId, codeHash: SECRET_MARK, expiresAt: later })
    .execute();
  await db
    .insertInto('notificationPreferences')
    .values({ userId, kind: 'payment', inApp: true, byEmail: false })
    .execute();
  await db
    .insertInto('notifications')
    .values({ userId, title: `Note ${userId}`, message: 'Hello' })
    .execute();
  await db
    .insertInto('notificationEmailQueue')
    .values({ userId, title: `Queued ${userId}`, message: 'Hello' })
    .execute();
  await db
    .insertInto('emailOutbox')
    .values({ toAddress: email, subject: `Mail ${userId}`, bodyText: `code ${SECRET_MARK}` })
    .execute();
  await db
    .insertInto('financialGoals')
    .values({ userId, goalName: `Goal ${userId}`, targetAmount: '1000.00' })
    .execute();
  await db
    .insertInto('projectInterests')
    .values({
      userId,
      projectId: project.id,
      interestAmount: '5000',
      contactPreference: 'phone',
      contactInfo: `+233 20 ${userId}`,
      message: `Call me ${userId}`,
    })
    .execute();
  await db
    .insertInto('amlChecks')
    .values({ userId, kycId: kyc.id, reviewedBy: reviewer.id })
    .execute();
  await db
    .insertInto('contactMessages')
    .values({ name: 'Kwame', email, subject: `Hi ${userId}`, message: 'A question', userId })
    .execute();
  await db
    .insertInto('idempotencyKeys')
    .values({ userId, key: randomUUID(), requestHash: 'hash' })
    .execute();
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: reviewer.id,
      action: 'kyc.approve',
      entityType: 'kyc_verification',
      entityId: String(kyc.id),
      before: JSON.stringify({ status: 'pending' }),
      after: JSON.stringify({ status: 'approved', reviewedBy: reviewer.id }),
      ip: ADMIN_IP,
    })
    .execute();
  return { kycId: kyc.id, investmentId: investment.id };
}

async function exportOf(caller: Caller) {
  const response = await fetch(`${api.baseUrl}/api/users/me/data-export`, {
    headers: { authorization: `Bearer ${caller.token}` },
  });
  return {
    status: response.status,
    disposition: response.headers.get('content-disposition'),
    text: await response.text(),
  };
}

describe('GET /api/users/me/data-export', () => {
  it('holds every table’s rows for the caller and none of another user’s, without secrets', async () => {
    const caller = await signedInUser(api);
    const other = await signedInUser(api);
    const mine = await seedEverything(api.db, caller);
    await seedEverything(api.db, other);

    const started = Date.now();
    const response = await exportOf(caller);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.disposition).toBe(`attachment; filename="coinvest-my-data-${day}.json"`);

    const data = JSON.parse(response.text) as TDataExport;
    expect(data.account).toMatchObject({ id: caller.user.id, email: caller.user.email });
    expect(data.secondFactor).not.toBeNull();
    expect(data.kyc).toMatchObject({ id: mine.kycId, userId: caller.user.id });
    expect(data.kycDocuments.map((document) => document.document)).toEqual(
      expect.arrayContaining(['documentFront', 'proofOfAddress', 'selfie']),
    );
    for (const document of data.kycDocuments) {
      expect(document).toMatchObject({ contentType: expect.any(String) as string });
      expect(document.sizeBytes).toBeGreaterThan(0);
    }
    expect(data.investments.map((row) => row.id)).toEqual([mine.investmentId]);
    // The devices the caller signed in with: when first and last used, never the token's hash.
    const devices = await api.db
      .selectFrom('signInDevices')
      .select(['id', 'createdAt', 'lastUsedAt'])
      .where('userId', '=', caller.user.id)
      .orderBy('id')
      .execute();
    expect(devices.length).toBeGreaterThan(0);
    expect(data.signInDevices).toEqual(
      devices.map((device) => ({
        id: device.id,
        createdAt: device.createdAt.toISOString(),
        lastUsedAt: device.lastUsedAt.toISOString(),
      })),
    );
    const lists = [
      'recoveryCodes',
      'passwordResets',
      'emailChanges',
      'emailVerifications',
      'sessions',
      'signInDevices',
      'notificationPreferences',
      'amlChecks',
      'interests',
      'investments',
      'notifications',
      'notificationEmails',
      'emails',
      'goals',
      'contactMessages',
      'auditRecords',
    ] as const;
    for (const list of lists) {
      expect(data[list], list).not.toHaveLength(0);
      for (const row of data[list]) {
        if ('userId' in row) expect(row.userId, list).toBe(caller.user.id);
      }
    }
    // What was done and when; not which admin did it, nor from which address.
    expect(data.auditRecords).toEqual(
      expect.arrayContaining([{ action: 'kyc.approve', createdAt: expect.any(String) as string }]),
    );
    for (const record of data.auditRecords) {
      expect(Object.keys(record).sort()).toEqual(['action', 'createdAt']);
    }
    expect(response.text).not.toContain(ADMIN_IP);
    // No admin's id anywhere: not the reviewer of the KYC record, AML check or audit entry, nor
    // the admin who confirmed a payment.
    for (const staffField of ['reviewedBy', 'paymentConfirmedBy', 'actorUserId']) {
      expect(response.text).not.toContain(staffField);
    }

    for (const leak of [other.user.email, other.user.username, SECRET_MARK]) {
      expect(response.text).not.toContain(leak);
    }
    const { password } = await api.db
      .selectFrom('users')
      .select('password')
      .where('id', '=', caller.user.id)
      .executeTakeFirstOrThrow();
    expect(response.text).not.toContain(password);
    expect(response.text).not.toMatch(/kyc\/[a-z0-9-]+\.(jpg|png|pdf|webp)/);
  });

  it('is recorded in the audit trail with the caller as actor', async () => {
    const caller = await signedInUser(api);
    expect((await exportOf(caller)).status).toBe(200);
    const records = await api.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'user.data_export')
      .where('entityId', '=', String(caller.user.id))
      .execute();
    expect(records).toEqual([expect.objectContaining({ actorUserId: caller.user.id })]);
  });

  it('answers 401 to a visitor', async () => {
    const response = await fetch(`${api.baseUrl}/api/users/me/data-export`);
    expect(response.status).toBe(401);
  });
});

describe('POST /api/users/me/deletion', () => {
  async function withKyc(user?: TestUser) {
    const caller = user ? await signedIn(api, user) : await signedInUser(api);
    expect((await submitKyc(api, caller.token, { userId: caller.user.id })).status).toBe(201);
    return caller;
  }

  it('answers 401 to a visitor', async () => {
    const response = await api.client.dataRights.deleteMyAccount({ body: { password: 'x' } });
    expect(response.status).toBe(401);
  });

  it('refuses a wrong password and keeps the account', async () => {
    const caller = await signedInUser(api);
    const response = await caller.client.dataRights.deleteMyAccount({
      body: { password: 'not-the-password' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
    expect((await caller.client.auth.currentUser()).status).toBe(200);
  });

  it('refuses (409, with the reason) while an investment awaits payment or is confirmed in an unsold unit', async () => {
    for (const status of ['pending_payment', 'confirmed'] as const) {
      const caller = await signedInUser(api);
      await createInvestment(api.db, { userId: caller.user.id, status });
      const response = await caller.client.dataRights.deleteMyAccount({
        body: { password: caller.user.plainPassword },
      });
      expect(response).toMatchObject({
        status: 409,
        body: {
          message: DATA_RIGHTS_MESSAGES.openInvestment,
          errorCode: DATA_RIGHTS_ERROR_CODES.openInvestment,
        },
      });
      expect((await caller.client.auth.currentUser()).status).toBe(200);
    }
  });

  it('deletes once the investment is sold: no sign-in, token refused, files gone, investments kept, audited', async () => {
    const caller = await withKyc(await createUser(api.db));
    const otherFiles = (await withKyc()).user;
    const investment = await createInvestment(api.db, {
      userId: caller.user.id,
      status: 'confirmed',
    });
    await api.db
      .updateTable('units')
      .set({ status: 'sold', soldAt: new Date() })
      .where('id', '=', investment.unitId)
      .execute();
    const filesBefore = await storedFiles(storageDir);
    const kycBefore = await api.db
      .selectFrom('kycVerifications')
      .selectAll()
      .where('userId', '=', caller.user.id)
      .executeTakeFirstOrThrow();
    const socket = await authenticatedSocket(api.baseUrl, caller.token);

    const response = await caller.client.dataRights.deleteMyAccount({
      body: { password: caller.user.plainPassword },
    });

    expect(response).toMatchObject({
      status: 200,
      body: { message: DATA_RIGHTS_MESSAGES.accountDeleted },
    });
    if (response.status !== 200) return;
    expect(response.body.kept.map((kept) => kept.kind)).toEqual(
      expect.arrayContaining(['investments', 'kycVerification', 'auditRecords']),
    );
    expect(response.body.kept.find((kept) => kept.kind === 'investments')?.count).toBe(1);

    expect(await socket.closed).toMatchObject({ code: SOCKET_CLOSE.authFailed.code });
    expect((await caller.client.auth.currentUser()).status).toBe(401);
    const signIn = await api.client.auth.signIn({
      body: { email: caller.user.email, password: caller.user.plainPassword },
    });
    expect(signIn.status).toBe(401);

    const user = await api.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', caller.user.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ firstName: 'Deleted', lastName: 'account' });
    expect(JSON.stringify(user)).not.toContain(caller.user.email);
    expect(JSON.stringify(user)).not.toContain(caller.user.username);

    const kept = await api.db
      .selectFrom('investments')
      .select(['id', 'userId', 'amount'])
      .where('id', '=', investment.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ userId: caller.user.id, amount: investment.amount });

    const kyc = await api.db
      .selectFrom('kycVerifications')
      .selectAll()
      .where('userId', '=', caller.user.id)
      .executeTakeFirstOrThrow();
    expect(kyc).toMatchObject({
      fullName: '',
      dateOfBirth: '1900-01-01',
      documentNumber: '',
      phoneNumber: '',
      address: '',
    });
    expect(kyc.status).toBe(kycBefore.status);

    const filesAfter = await storedFiles(storageDir);
    for (const key of [
      kycBefore.documentFrontUrl,
      kycBefore.selfieUrl,
      kycBefore.proofOfAddressUrl,
    ]) {
      expect(filesBefore).toContain(key);
      expect(filesAfter).not.toContain(key);
    }
    const others = await api.db
      .selectFrom('kycVerifications')
      .select('selfieUrl')
      .where('userId', '=', otherFiles.id)
      .executeTakeFirstOrThrow();
    expect(filesAfter).toContain(others.selfieUrl);

    const audit = await api.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'user.account_delete')
      .where('entityId', '=', String(caller.user.id))
      .execute();
    expect(audit).toEqual([expect.objectContaining({ actorUserId: caller.user.id })]);
  });

  it('deletes after a cancelled investment, and removes notifications, goals and interests’ contact info', async () => {
    const caller = await signedInUser(api);
    await seedEverything(api.db, caller);
    const response = await caller.client.dataRights.deleteMyAccount({
      body: { password: caller.user.plainPassword },
    });
    expect(response.status).toBe(200);
    const userId = caller.user.id;
    for (const table of [
      'notifications',
      'financialGoals',
      'sessions',
      'signInDevices',
      'userSecondFactors',
      'recoveryCodes',
      'notificationEmailQueue',
    ] as const) {
      const rows = await api.db
        .selectFrom(table)
        .select('userId')
        .where('userId', '=', userId)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    const interests = await api.db
      .selectFrom('projectInterests')
      .select(['contactInfo', 'message'])
      .where('userId', '=', userId)
      .execute();
    expect(interests).toEqual([{ contactInfo: null, message: null }]);
    const contact = await api.db
      .selectFrom('contactMessages')
      .select('id')
      .where('email', '=', caller.user.email)
      .execute();
    expect(contact).toHaveLength(0);
  });
});
