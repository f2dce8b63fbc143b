import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createInvestment, createKycVerification, createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_RIGHTS_AUDIT } from '../src/features/data-rights/data-rights-audit';
import {
  purgeContactMessages,
  purgeEmailedCodes,
  purgeKycRecords,
  purgePasswordResetRequests,
  purgeSessionDetails,
  purgeSignInDevices,
  purgeTranslationCache,
  purgeUnlockTokens,
} from '../src/features/retention/purges';
import { startTestApi, type TestApi } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let api: TestApi;
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'coinvest-retention-'));
  api = await startTestApi({ env: { KYC_STORAGE_DIR: storageDir } });
});
afterAll(async () => {
  await api.close();
  await rm(storageDir, { recursive: true, force: true });
});

it('runs as a scheduled job of the app', () => {
  expect(api.app.hasPlugin('retention')).toBe(true);
});

describe('the retention purges', () => {
  it("blank a session's IP address and browser 90 days after it ended, not before", async () => {
    const user = await createUser(api.db);
    const session = (ended: Date, revokedAt: Date | null = null) =>
      api.db
        .insertInto('sessions')
        .values({
          userId: user.id,
          createdAt: new Date(ended.getTime() - DAY_MS),
          expiresAt: revokedAt ? new Date() : ended,
          revokedAt,
          ip: '203.0.113.7',
          userAgent: 'Mozilla/5.0 (Test)',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const expiredLongAgo = await session(daysAgo(91));
    const revokedLongAgo = await session(daysAgo(120), daysAgo(95));
    const expiredRecently = await session(daysAgo(89));
    const live = await session(new Date(Date.now() + DAY_MS));

    expect(await purgeSessionDetails(api.db, new Date())).toBe(2);

    const rows = await api.db
      .selectFrom('sessions')
      .select(['id', 'ip', 'userAgent'])
      .where('userId', '=', user.id)
      .execute();
    const detailsOf = (id: string) => rows.find((row) => row.id === id);
    for (const { id } of [expiredLongAgo, revokedLongAgo]) {
      expect(detailsOf(id)).toEqual({ id, ip: null, userAgent: null });
    }
    for (const { id } of [expiredRecently, live]) {
      expect(detailsOf(id)).toEqual({ id, ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Test)' });
    }
  });

  it('delete contact messages sent over 2 years ago', async () => {
    const message = (subject: string, createdAt: Date) =>
      api.db
        .insertInto('contactMessages')
        .values({ name: 'Efua', email: 'efua@example.com', subject, message: 'Hello', createdAt })
        .execute();
    await message('old', daysAgo(2 * 365 + 1));
    await message('recent', daysAgo(2 * 365 - 1));

    expect(await purgeContactMessages(api.db, new Date())).toBe(1);
    const left = await api.db.selectFrom('contactMessages').select('subject').execute();
    expect(left).toEqual([{ subject: 'recent' }]);
  });

  it('delete e-mailed codes a week after they were used or expired', async () => {
    const user = await createUser(api.db, { emailVerifiedAt: null });
    const code = (expiresAt: Date, usedAt: Date | null = null) => ({
      userId: user.id,
      codeHash: 'hash',
      expiresAt,
      usedAt,
    });
    const done = [code(daysAgo(8)), code(daysAgo(7.5), daysAgo(9))];
    const young = [code(daysAgo(6)), code(new Date(Date.now() + 3_600_000), daysAgo(1))];
    await api.db
      .insertInto('passwordResets')
      .values([...done, ...young])
      .execute();
    await api.db
      .insertInto('emailChanges')
      .values([...done, ...young].map((row) => ({ ...row, newEmail: 'new@example.com' })))
      .execute();
    await api.db
      .insertInto('emailVerifications')
      .values([...done, ...young])
      .execute();

    expect(await purgeEmailedCodes(api.db, new Date())).toBe(6);
    for (const table of ['passwordResets', 'emailChanges', 'emailVerifications'] as const) {
      const left = await api.db
        .selectFrom(table)
        .select('expiresAt')
        .where('userId', '=', user.id)
        .orderBy('expiresAt')
        .execute();
      expect(left.map((row) => row.expiresAt)).toEqual(young.map((row) => row.expiresAt));
    }
  });

  it('forget a sign-in device a year after it last signed in, not before', async () => {
    const user = await createUser(api.db);
    const device = (tokenHash: string, lastUsedAt: Date) => ({
      userId: user.id,
      tokenHash: `${tokenHash}-${user.id}`,
      createdAt: daysAgo(400),
      lastUsedAt,
    });
    await api.db
      .insertInto('signInDevices')
      .values([device('unused', daysAgo(366)), device('used', daysAgo(364))])
      .execute();

    expect(await purgeSignInDevices(api.db, new Date())).toBe(1);
    const left = await api.db
      .selectFrom('signInDevices')
      .select('tokenHash')
      .where('userId', '=', user.id)
      .execute();
    expect(left).toEqual([{ tokenHash: `used-${user.id}` }]);
  });

  it('delete forgot-password requests still waiting a week after they were made', async () => {
    // In a transaction the app's own job, which handles requests as they come, cannot see.
    await api.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('passwordResetRequests')
        .values([
          { email: 'stale@example.com', createdAt: daysAgo(8) },
          { email: 'waiting@example.com', createdAt: daysAgo(6) },
        ])
        .execute();

      expect(await purgePasswordResetRequests(trx, new Date())).toBe(1);
      const left = await trx.selectFrom('passwordResetRequests').select('email').execute();
      expect(left).toEqual([{ email: 'waiting@example.com' }]);
    });
  });

  it("empty an expired second-factor unlock token's hash and keep the lock", async () => {
    const lockedAt = daysAgo(10);
    const factor = async (unlockExpiresAt: Date) => {
      const user = await createUser(api.db);
      await api.db
        .insertInto('userSecondFactors')
        .values({
          userId: user.id,
          secretEncrypted: 'secret',
          confirmedAt: daysAgo(30),
          failedAttempts: 5,
          lockedAt,
          unlockTokenHash: `unlock-${user.id}`,
          unlockExpiresAt,
        })
        .execute();
      return user.id;
    };
    const expiredAt = daysAgo(1);
    const expired = await factor(expiredAt);
    const live = await factor(new Date(Date.now() + DAY_MS));

    expect(await purgeUnlockTokens(api.db, new Date())).toBe(1);
    const lockOf = (userId: number) =>
      api.db
        .selectFrom('userSecondFactors')
        .select(['lockedAt', 'unlockTokenHash', 'unlockExpiresAt'])
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
    expect(await lockOf(expired)).toEqual({
      lockedAt,
      unlockTokenHash: null,
      unlockExpiresAt: expiredAt,
    });
    expect(await lockOf(live)).toMatchObject({ lockedAt, unlockTokenHash: `unlock-${live}` });
  });

  it('delete machine translations cached longer ago than the cache lifetime', async () => {
    const cached = (sourceHash: string, createdAt: Date) => ({
      sourceHash,
      targetLanguage: 'fr',
      sourceText: sourceHash,
      translatedText: `[fr] ${sourceHash}`,
      provider: 'libretranslate',
      createdAt,
    });
    await api.db
      .insertInto('translationCache')
      .values([cached('expired', daysAgo(91)), cached('fresh', daysAgo(89))])
      .execute();

    expect(await purgeTranslationCache(api.db, new Date(), 90)).toBe(1);
    const left = await api.db.selectFrom('translationCache').select('sourceHash').execute();
    expect(left).toEqual([{ sourceHash: 'fresh' }]);
  });
});

describe('the KYC purge', () => {
  /** A KYC record whose documents are really in the app's storage. */
  async function kycWithFiles(overrides: Parameters<typeof createKycVerification>[1] = {}) {
    const kyc = await createKycVerification(api.db, overrides);
    const keys = [kyc.documentFrontUrl, kyc.proofOfAddressUrl, kyc.selfieUrl];
    for (const key of keys) {
      await api.app.storage.put(key, Readable.from([Buffer.from('scan')]), 'image/jpeg');
    }
    await api.db
      .insertInto('amlChecks')
      .values({ userId: kyc.userId, kycId: kyc.id, sanctionsScreeningResult: 'clear' })
      .execute();
    return { kyc, keys };
  }

  async function stored(keys: string[]) {
    const found = await Promise.all(keys.map((key) => api.app.storage.get(key)));
    for (const stream of found) stream?.destroy();
    return found.map((stream) => stream !== undefined);
  }

  const kycRowOf = (userId: number) =>
    api.db.selectFrom('kycVerifications').select('id').where('userId', '=', userId).execute();
  const amlChecksOf = (userId: number) =>
    api.db.selectFrom('amlChecks').select('id').where('userId', '=', userId).execute();

  const yearsFromNow = (years: number) => {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() + years);
    return date;
  };
  const purgeAt = (now: Date) =>
    purgeKycRecords(api.db, now, { storage: api.app.storage, log: api.app.log });

  it('removes a rejected application without an investment 5 years on, files included; keeps the rest', async () => {
    const rejected = await kycWithFiles({ status: 'rejected', reviewedAt: new Date() });
    const invested = await kycWithFiles({ status: 'rejected', reviewedAt: new Date() });
    await createInvestment(api.db, { userId: invested.kyc.userId, status: 'cancelled' });
    const approved = await kycWithFiles({ status: 'approved' });
    const pending = await kycWithFiles();

    // Four years on, the law still asks for every record.
    expect(await purgeAt(yearsFromNow(4))).toBe(0);
    expect(await stored(rejected.keys)).toEqual([true, true, true]);
    expect(await kycRowOf(rejected.kyc.userId)).toHaveLength(1);

    expect(await purgeAt(new Date(yearsFromNow(5).getTime() + DAY_MS))).toBe(1);
    expect(await stored(rejected.keys)).toEqual([false, false, false]);
    expect(await kycRowOf(rejected.kyc.userId)).toEqual([]);
    expect(await amlChecksOf(rejected.kyc.userId)).toEqual([]);

    for (const kept of [invested, approved, pending]) {
      expect(await stored(kept.keys)).toEqual([true, true, true]);
      expect(await kycRowOf(kept.kyc.userId)).toHaveLength(1);
      expect(await amlChecksOf(kept.kyc.userId)).toHaveLength(1);
    }
  });

  it("removes what a deleted account's KYC kept, 5 years after the deletion", async () => {
    const { kyc, keys } = await kycWithFiles({ status: 'approved' });
    await api.db
      .insertInto('auditLog')
      .values({
        actorUserId: kyc.userId,
        action: DATA_RIGHTS_AUDIT.accountDelete,
        entityType: DATA_RIGHTS_AUDIT.entityType,
        entityId: String(kyc.userId),
      })
      .execute();

    expect(await purgeAt(yearsFromNow(4))).toBe(0);
    expect(await kycRowOf(kyc.userId)).toHaveLength(1);

    expect(await purgeAt(new Date(yearsFromNow(5).getTime() + DAY_MS))).toBe(1);
    expect(await stored(keys)).toEqual([false, false, false]);
    expect(await kycRowOf(kyc.userId)).toEqual([]);
    expect(await amlChecksOf(kyc.userId)).toEqual([]);
  });

  it('keeps a record whose file could not be deleted, for the next run', async () => {
    const { kyc } = await kycWithFiles({ status: 'rejected', reviewedAt: new Date() });
    const failing = {
      ...api.app.storage,
      delete: () => Promise.reject(new Error('storage unavailable')),
    };
    const errors: unknown[] = [];
    const deleted = await purgeKycRecords(api.db, yearsFromNow(6), {
      storage: failing,
      log: { error: (...args: unknown[]) => void errors.push(args) },
    });
    expect(deleted).toBe(0);
    expect(errors).toHaveLength(1);
    expect(await kycRowOf(kyc.userId)).toHaveLength(1);
  });
});
