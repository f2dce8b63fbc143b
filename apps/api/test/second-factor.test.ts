import { AUTH_MESSAGES, SECOND_FACTOR_MESSAGES } from '@coinvest/contract';
import { createAdmin, createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';
import {
  challengeOf,
  codeAt,
  enrolAtSignIn,
  enrolSignedIn,
  hoursLeftOf,
  idleFor,
  passwordStep,
  sessionIdOf,
  sessionOf,
  sessionWithoutCode,
  WRONG_CODE,
} from './second-factor-steps';

const countsOfSignInCalls = async (api: TestApi) =>
  (
    await api.db
      .selectFrom('rateLimits')
      .select('count')
      .where('key', 'like', 'sign-in:address:%')
      .executeTakeFirst()
  )?.count ?? 0;

describe('second factor, where admins may skip it (ADMIN_MFA=optional)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { ADMIN_MFA: 'optional' } });
  });
  afterAll(() => api.close());

  it('lets an admin without a second factor in with the password, and says it is off', async () => {
    const admin = await createAdmin(api.db);
    const { token } = await sessionOf(api, admin);
    const client = api.clientWithToken(token);
    expect((await client.adminSummary.getAdminSummary()).status).toBe(200);
    const status = await client.auth.secondFactorStatus();
    expect(status.body).toEqual({ enabled: false, required: false });
  });

  it('enrols a signed-in admin: QR code and otpauth URI, a wrong code refused and counted, a right one turns it on', async () => {
    const admin = await createAdmin(api.db);
    const client = api.clientWithToken((await sessionOf(api, admin)).token);

    const started = await client.auth.startSecondFactorEnrolment({ body: {} });
    expect(started.status).toBe(200);
    if (started.status !== 200) return;
    expect(started.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/CoInvest%20Accra:/);
    expect(started.body.otpauthUri).toContain(`secret=${started.body.secret}`);
    expect(started.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // Kept encrypted: the stored value is not the secret.
    const stored = await api.db
      .selectFrom('userSecondFactors')
      .select('secretEncrypted')
      .where('userId', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(stored.secretEncrypted).not.toContain(started.body.secret);

    const before = await countsOfSignInCalls(api);
    const wrong = await client.auth.confirmSecondFactorEnrolment({
      body: { code: WRONG_CODE, currentPassword: admin.plainPassword },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: SECOND_FACTOR_MESSAGES.codeInvalid,
      errorCode: 'SECOND_FACTOR_CODE_INVALID',
    });
    expect(await countsOfSignInCalls(api)).toBe(before + 1);
    expect((await client.auth.secondFactorStatus()).body).toEqual({
      enabled: false,
      required: false,
    });

    const right = await client.auth.confirmSecondFactorEnrolment({
      body: { code: await codeAt(started.body.secret, 0), currentPassword: admin.plainPassword },
    });
    expect(right.status).toBe(200);
    if (right.status !== 200) return;
    expect(right.body.recoveryCodes).toHaveLength(10);
    expect(right.body.session).toBeUndefined();
    expect((await client.auth.secondFactorStatus()).body).toEqual({
      enabled: true,
      required: false,
    });
    // The secret is never shown again.
    const again = await client.auth.startSecondFactorEnrolment({ body: {} });
    expect(again.status).toBe(409);
  });

  it('then asks for the code after the password: none or a wrong one gives no session, a right one does, once', async () => {
    const admin = await createAdmin(api.db);
    const { secret } = await enrolSignedIn(api, admin, (await sessionOf(api, admin)).token);

    const challengeToken = await challengeOf(api, admin, 'code');
    // The challenge is not a session.
    const withChallenge = await api.clientWithToken(challengeToken).auth.currentUser();
    expect(withChallenge.status).toBe(401);

    const wrong = await api.client.auth.secondFactorSignIn({
      body: { challengeToken, code: WRONG_CODE },
    });
    expect(wrong.status).toBe(400);
    const empty = await api.client.auth.secondFactorSignIn({ body: { challengeToken, code: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: SECOND_FACTOR_MESSAGES.codeRequired });

    const code = await codeAt(secret, 0);
    const right = await api.client.auth.secondFactorSignIn({ body: { challengeToken, code } });
    expect(right.status).toBe(200);
    if (right.status !== 200) return;
    expect(right.body.user.id).toBe(admin.id);
    const client = api.clientWithToken(right.body.token);
    expect((await client.adminSummary.getAdminSummary()).status).toBe(200);

    const replayed = await api.client.auth.secondFactorSignIn({ body: { challengeToken, code } });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ message: SECOND_FACTOR_MESSAGES.codeInvalid });

    const next = await api.client.auth.secondFactorSignIn({
      body: { challengeToken, code: await codeAt(secret, 30) },
    });
    expect(next.status).toBe(200);
  });

  it('takes a recovery code once, and not twice', async () => {
    const admin = await createAdmin(api.db);
    const { recoveryCodes } = await enrolSignedIn(api, admin, (await sessionOf(api, admin)).token);
    const [recoveryCode] = recoveryCodes;

    const first = await api.client.auth.secondFactorSignIn({
      body: { challengeToken: await challengeOf(api, admin, 'code'), code: recoveryCode! },
    });
    expect(first.status).toBe(200);
    const second = await api.client.auth.secondFactorSignIn({
      body: { challengeToken: await challengeOf(api, admin, 'code'), code: recoveryCode! },
    });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ message: SECOND_FACTOR_MESSAGES.codeInvalid });
  });

  it('refuses codes of a secret it cannot read (another JWT_SECRET) without failing, and still takes a recovery code', async () => {
    const admin = await createAdmin(api.db);
    const { secret, recoveryCodes } = await enrolSignedIn(
      api,
      admin,
      (await sessionOf(api, admin)).token,
    );
    // As if it had been encrypted under another JWT_SECRET: the GCM tag does not match.
    await api.db
      .updateTable('userSecondFactors')
      .set({ secretEncrypted: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA' })
      .where('userId', '=', admin.id)
      .execute();

    const code = await api.client.auth.secondFactorSignIn({
      body: {
        challengeToken: await challengeOf(api, admin, 'code'),
        code: await codeAt(secret, 0),
      },
    });
    expect(code.status).toBe(400);
    const recovery = await api.client.auth.secondFactorSignIn({
      body: { challengeToken: await challengeOf(api, admin, 'code'), code: recoveryCodes[1]! },
    });
    expect(recovery.status).toBe(200);
  });

  it('lets an investor turn it on, then asks for the code; the investor turns it off with a code', async () => {
    const investor = await createUser(api.db);
    const { token } = await sessionOf(api, investor);
    const { secret } = await enrolSignedIn(api, investor, token);

    const challengeToken = await challengeOf(api, investor, 'code');
    const signedIn = await api.client.auth.secondFactorSignIn({
      body: { challengeToken, code: await codeAt(secret, 0) },
    });
    expect(signedIn.status).toBe(200);

    const client = api.clientWithToken(token);
    const currentPassword = investor.plainPassword;
    const wrong = await client.auth.disableSecondFactor({
      body: { code: WRONG_CODE, currentPassword },
    });
    expect(wrong.status).toBe(400);
    const off = await client.auth.disableSecondFactor({
      body: { code: await codeAt(secret, 30), currentPassword },
    });
    expect(off.status).toBe(200);
    expect((await passwordStep(api, investor)).status).toBe(200);
  });
});

describe('ADMIN_MFA=required', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { ADMIN_MFA: 'required' } });
  });
  afterAll(() => api.close());

  it('gives an admin without a second factor no session: enrolment comes first, then the session and recovery codes', async () => {
    const admin = await createAdmin(api.db);
    const challengeToken = await challengeOf(api, admin, 'enrolment');
    // A challenge opens no admin route.
    const summary = await api.clientWithToken(challengeToken).adminSummary.getAdminSummary();
    expect(summary.status).toBe(401);

    const { secret, recoveryCodes, session } = await enrolAtSignIn(api, challengeToken);
    expect(recoveryCodes).toHaveLength(10);
    const client = api.clientWithToken(session.token);
    expect((await client.adminSummary.getAdminSummary()).status).toBe(200);
    expect((await client.auth.secondFactorStatus()).body).toEqual({
      enabled: true,
      required: true,
    });
    // Required: it cannot be turned off.
    const off = await client.auth.disableSecondFactor({
      body: { code: await codeAt(secret, 30), currentPassword: admin.plainPassword },
    });
    expect(off.status).toBe(403);

    expect((await passwordStep(api, admin)).status).toBe(202);
  });

  it('refuses an admin session that began without the code (e.g. before it was required)', async () => {
    const admin = await createAdmin(api.db);
    const token = await sessionWithoutCode(api, admin.id);
    const summary = await api.clientWithToken(token).adminSummary.getAdminSummary();
    expect(summary.status).toBe(401);
    expect(summary.body).toEqual({
      message: SECOND_FACTOR_MESSAGES.requiredForAdmins,
      errorCode: 'SECOND_FACTOR_REQUIRED',
    });
  });

  it('leaves investors without a second factor signing in with the password', async () => {
    const investor = await createUser(api.db);
    expect((await passwordStep(api, investor)).status).toBe(200);
  });
});

describe('session lengths', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { ADMIN_MFA: 'optional' } });
  });
  afterAll(() => api.close());

  it('ends an admin session after 30 idle minutes, while an investor session survives them', async () => {
    const admin = await sessionOf(api, await createAdmin(api.db));
    const investor = await sessionOf(api, await createUser(api.db));
    await idleFor(api, admin.token, 31);
    await idleFor(api, investor.token, 31);

    const adminCall = await api.clientWithToken(admin.token).auth.currentUser();
    expect(adminCall.status).toBe(401);
    expect(adminCall.body).toMatchObject({ message: AUTH_MESSAGES.sessionExpired });
    expect((await api.clientWithToken(investor.token).auth.currentUser()).status).toBe(200);
  });

  it('keeps a used admin session alive: use moves the idle clock', async () => {
    const admin = await sessionOf(api, await createAdmin(api.db));
    await idleFor(api, admin.token, 29);
    expect((await api.clientWithToken(admin.token).auth.currentUser()).status).toBe(200);
    const row = await api.db
      .selectFrom('sessions')
      .select('lastSeenAt')
      .where('id', '=', sessionIdOf(api, admin.token))
      .executeTakeFirstOrThrow();
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('gives admins 12-hour sessions and investors the longer default', async () => {
    const admin = await sessionOf(api, await createAdmin(api.db));
    const investor = await sessionOf(api, await createUser(api.db));
    expect(await hoursLeftOf(api, admin.token)).toBeCloseTo(12, 1);
    expect(await hoursLeftOf(api, investor.token)).toBeCloseTo(168, 1);
  });
});
