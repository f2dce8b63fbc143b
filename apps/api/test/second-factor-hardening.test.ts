import { createHmac } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  SECOND_FACTOR_MAX_FAILED_CODES,
  SECOND_FACTOR_MESSAGES,
} from '@coinvest/contract';
import { createUser, type TestUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { decryptTotpSecret } from '../src/features/auth/second-factor-secret';
import { createApiClient } from '@coinvest/contract/client';
import { mailSentTo, startTestApi, TEST_JWT_SECRET, type TestApi } from './helpers';
import {
  challengeOf,
  codeAt,
  enrolAtSignIn,
  enrolSignedIn,
  hoursLeftOf,
  idleFor,
  passwordStep,
  sessionOf,
  sessionWithoutCode,
  WRONG_CODE,
} from './second-factor-steps';

const factorOf = (api: TestApi, userId: number) =>
  api.db
    .selectFrom('userSecondFactors')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();

const unlockTokenIn = (text: string | undefined) =>
  /\/second-factor\/unlock\?token=([\w-]+)/.exec(text ?? '')?.[1];

describe('turning the second factor on or off', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { ADMIN_MFA: 'optional' } });
  });
  afterAll(() => api.close());

  it('does not turn it on with the session alone: the current password is required, and a wrong one changes nothing', async () => {
    const investor = await createUser(api.db);
    const client = api.clientWithToken((await sessionOf(api, investor)).token);
    const started = await client.auth.startSecondFactorEnrolment({ body: {} });
    if (started.status !== 200) throw new Error(`Enrolment answered ${started.status}`);

    const withoutPassword = await client.auth.confirmSecondFactorEnrolment({
      body: { code: await codeAt(started.body.secret, 0) },
    });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body).toMatchObject({
      issues: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordRequired }],
    });
    const wrongPassword = await client.auth.confirmSecondFactorEnrolment({
      body: { code: await codeAt(started.body.secret, 0), currentPassword: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({
      message: ACCOUNT_MESSAGES.currentPasswordWrong,
      errorCode: 'CURRENT_PASSWORD_WRONG',
    });

    expect((await client.auth.secondFactorStatus()).body).toMatchObject({ enabled: false });
    expect((await factorOf(api, investor.id))?.confirmedAt).toBeNull();
    expect(await mailSentTo(api, investor.email)).toBeUndefined();
  });

  it('turning it on ends the other sessions, keeps this one and e-mails the owner', async () => {
    const investor = await createUser(api.db);
    const other = await sessionOf(api, investor);
    const here = await sessionOf(api, investor);
    await enrolSignedIn(api, investor, here.token);

    expect((await api.clientWithToken(other.token).auth.currentUser()).status).toBe(401);
    expect((await api.clientWithToken(here.token).auth.currentUser()).status).toBe(200);
    const mail = await mailSentTo(api, investor.email);
    expect(mail?.subject).toBe('Two-factor sign-in was turned on');
    expect(mail?.text).toContain('http://localhost:5173/forgot-password');
  });

  it('turning it off takes the current password and a code: a wrong password leaves it on; then the other sessions end and the owner is told in their language', async () => {
    const investor = await createUser(api.db, { preferredLanguage: 'fr' });
    const here = await sessionOf(api, investor);
    const { secret } = await enrolSignedIn(api, investor, here.token);
    const client = api.clientWithToken(here.token);
    const other = await api.client.auth.secondFactorSignIn({
      body: { challengeToken: await challengeOf(api, investor), code: await codeAt(secret, 0) },
    });
    if (other.status !== 200) throw new Error(`Code sign-in answered ${other.status}`);

    const wrongPassword = await client.auth.disableSecondFactor({
      body: { code: await codeAt(secret, 30), currentPassword: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toMatchObject({ message: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect((await client.auth.secondFactorStatus()).body).toMatchObject({ enabled: true });
    expect((await api.clientWithToken(other.body.token).auth.currentUser()).status).toBe(200);

    const off = await client.auth.disableSecondFactor({
      body: { code: await codeAt(secret, 30), currentPassword: investor.plainPassword },
    });
    expect(off.status).toBe(200);
    expect((await client.auth.secondFactorStatus()).body).toMatchObject({ enabled: false });
    expect((await api.clientWithToken(other.body.token).auth.currentUser()).status).toBe(401);
    expect((await api.clientWithToken(here.token).auth.currentUser()).status).toBe(200);
    const mail = await mailSentTo(api, investor.email);
    expect(mail?.subject).toBe('La connexion en deux étapes a été désactivée');
  });
});

describe('wrong codes in a row', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { ADMIN_MFA: 'optional' } });
  });
  afterAll(() => api.close());

  async function typeCode(user: TestUser, code: string) {
    return api.client.auth.secondFactorSignIn({
      body: { challengeToken: await challengeOf(api, user), code },
    });
  }

  it(`lock the factor after ${SECOND_FACTOR_MAX_FAILED_CODES} across sign-ins: even the right code is refused until the e-mailed link unlocks it, once`, async () => {
    const investor = await createUser(api.db);
    const { secret } = await enrolSignedIn(api, investor, (await sessionOf(api, investor)).token);

    for (let attempt = 1; attempt < SECOND_FACTOR_MAX_FAILED_CODES; attempt++) {
      const wrong = await typeCode(investor, WRONG_CODE);
      expect(wrong.body).toMatchObject({ errorCode: 'SECOND_FACTOR_CODE_INVALID' });
    }
    const last = await typeCode(investor, WRONG_CODE);
    expect(last.status).toBe(403);
    expect(last.body).toEqual({
      message: SECOND_FACTOR_MESSAGES.locked,
      errorCode: 'SECOND_FACTOR_LOCKED',
    });
    const right = await typeCode(investor, await codeAt(secret, 0));
    expect(right.status).toBe(403);

    const mail = await mailSentTo(api, investor.email);
    expect(mail?.subject).toBe('Someone knows your password: two-factor sign-in is locked');
    expect(mail?.text).toContain('http://localhost:5173/second-factor/unlock?token=');
    const token = unlockTokenIn(mail?.text);
    if (!token) throw new Error('No unlock link');
    // Stored only as its keyed hash.
    const stored = await factorOf(api, investor.id);
    expect(stored?.unlockTokenHash).not.toContain(token);

    const wrongToken = await api.client.auth.unlockSecondFactor({ body: { token: `${token}x` } });
    expect(wrongToken.status).toBe(400);
    expect(wrongToken.body).toEqual({
      message: SECOND_FACTOR_MESSAGES.unlockInvalid,
      errorCode: 'SECOND_FACTOR_UNLOCK_INVALID',
    });
    const unlocked = await api.client.auth.unlockSecondFactor({ body: { token } });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toEqual({ message: SECOND_FACTOR_MESSAGES.unlocked });
    expect((await api.client.auth.unlockSecondFactor({ body: { token } })).status).toBe(400);

    expect((await typeCode(investor, await codeAt(secret, 0))).status).toBe(200);
  });

  it('start counting again after a right code', async () => {
    const investor = await createUser(api.db);
    const { secret } = await enrolSignedIn(api, investor, (await sessionOf(api, investor)).token);
    for (let attempt = 1; attempt < SECOND_FACTOR_MAX_FAILED_CODES; attempt++) {
      expect((await typeCode(investor, WRONG_CODE)).status).toBe(400);
    }
    expect((await typeCode(investor, await codeAt(secret, 0))).status).toBe(200);
    for (let attempt = 1; attempt < SECOND_FACTOR_MAX_FAILED_CODES; attempt++) {
      expect((await typeCode(investor, WRONG_CODE)).status).toBe(400);
    }
    expect((await typeCode(investor, await codeAt(secret, 30))).status).toBe(200);
    expect((await factorOf(api, investor.id))?.failedAttempts).toBe(0);
  });

  it('count wrong codes on the disable form too, and an expired link is refused while a new try mails a new one', async () => {
    const investor = await createUser(api.db);
    const here = await sessionOf(api, investor);
    const { secret } = await enrolSignedIn(api, investor, here.token);
    const client = api.clientWithToken(here.token);
    let answer;
    for (let attempt = 1; attempt <= SECOND_FACTOR_MAX_FAILED_CODES; attempt++) {
      answer = await client.auth.disableSecondFactor({
        body: { code: WRONG_CODE, currentPassword: investor.plainPassword },
      });
    }
    expect(answer?.status).toBe(403);
    const first = unlockTokenIn((await mailSentTo(api, investor.email))?.text);
    await api.db
      .updateTable('userSecondFactors')
      .set({ unlockExpiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', investor.id)
      .execute();
    expect((await api.client.auth.unlockSecondFactor({ body: { token: first! } })).status).toBe(
      400,
    );

    expect((await typeCode(investor, await codeAt(secret, 0))).status).toBe(403);
    const second = unlockTokenIn((await mailSentTo(api, investor.email))?.text);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await api.client.auth.unlockSecondFactor({ body: { token: second! } })).status).toBe(
      200,
    );
  });

  it('send admins the admin site’s unlock link', async () => {
    const admin = await createUser(api.db, { role: 'admin' });
    await enrolSignedIn(api, admin, (await sessionOf(api, admin)).token);
    for (let attempt = 1; attempt <= SECOND_FACTOR_MAX_FAILED_CODES; attempt++) {
      await typeCode(admin, WRONG_CODE);
    }
    const mail = await mailSentTo(api, admin.email);
    expect(mail?.text).toContain('http://localhost:5174/second-factor/unlock?token=');
  });
});

describe('INSPECTOR_MFA=required', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { INSPECTOR_MFA: 'required', ADMIN_MFA: 'optional' } });
  });
  afterAll(() => api.close());

  it('gives an inspector without a second factor no session: enrolment comes first, and it cannot be turned off', async () => {
    const inspector = await createUser(api.db, { role: 'inspector' });
    const { secret, session } = await enrolAtSignIn(
      api,
      await challengeOf(api, inspector, 'enrolment'),
    );
    const client = api.clientWithToken(session.token);
    expect((await client.inspector.listAssignedProjects()).status).toBe(200);
    expect((await client.auth.secondFactorStatus()).body).toEqual({
      enabled: true,
      required: true,
    });
    const off = await client.auth.disableSecondFactor({
      body: {
        code: await codeAt(secret, 30),
        currentPassword: inspector.plainPassword,
      },
    });
    expect(off.status).toBe(403);
    expect(off.body).toMatchObject({ message: SECOND_FACTOR_MESSAGES.inspectorCannotDisable });
  });

  it('refuses an inspector session that began without the code', async () => {
    const inspector = await createUser(api.db, { role: 'inspector' });
    const token = await sessionWithoutCode(api, inspector.id);
    const projects = await api.clientWithToken(token).inspector.listAssignedProjects();
    expect(projects.status).toBe(401);
    expect(projects.body).toEqual({
      message: SECOND_FACTOR_MESSAGES.requiredForInspectors,
      errorCode: 'SECOND_FACTOR_REQUIRED',
    });
  });

  it('leaves investors signing in with the password', async () => {
    const investor = await createUser(api.db);
    expect((await passwordStep(api, investor)).status).toBe(200);
  });
});

describe('session limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { ADMIN_MFA: 'optional', INSPECTOR_MFA: 'optional' } });
  });
  afterAll(() => api.close());

  it('gives inspectors the admins’ 12-hour sessions that end after 30 idle minutes', async () => {
    const inspector = await sessionOf(api, await createUser(api.db, { role: 'inspector' }));
    expect(await hoursLeftOf(api, inspector.token)).toBeCloseTo(12, 1);

    await idleFor(api, inspector.token, 31);
    expect((await api.clientWithToken(inspector.token).auth.currentUser()).status).toBe(401);
  });

  it('ends an investor session unused for 7 days, not one unused for 6', async () => {
    const week = await sessionOf(api, await createUser(api.db));
    const sixDays = await sessionOf(api, await createUser(api.db));
    await idleFor(api, week.token, 7 * 24 * 60 + 1);
    await idleFor(api, sixDays.token, 6 * 24 * 60);
    expect((await api.clientWithToken(week.token).auth.currentUser()).status).toBe(401);
    expect((await api.clientWithToken(sixDays.token).auth.currentUser()).status).toBe(200);
  });
});

describe('keys per purpose', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { ADMIN_MFA: 'optional' } });
  });
  afterAll(() => api.close());

  /** An HS256 token signed with the configured secret itself, not the derived signing key. */
  function tokenSignedWithRawSecret(claims: object): string {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
    const signature = createHmac('sha256', TEST_JWT_SECRET).update(unsigned).digest('base64url');
    return `${unsigned}.${signature}`;
  }

  it('refuses a token signed with the configured secret itself', async () => {
    const investor = await createUser(api.db);
    const { token } = await sessionOf(api, investor);
    const sid = api.app.jwt.decode<{ sid: string }>(token)?.sid;
    const forged = tokenSignedWithRawSecret({
      sub: String(investor.id),
      sid,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    expect((await api.clientWithToken(forged).auth.currentUser()).status).toBe(401);
    expect((await api.clientWithToken(token).auth.currentUser()).status).toBe(200);
  });

  it('after a rotation reads second-factor secrets under JWT_SECRET_PREVIOUS and stores them again under the new secret', async () => {
    const investor = await createUser(api.db);
    const { secret } = await enrolSignedIn(api, investor, (await sessionOf(api, investor)).token);

    const rotatedSecret = 'a-rotated-jwt-secret-of-more-than-32-characters';
    const rotated = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        MAIL_DIR: api.mailDir,
        DATABASE_URL: api.config.database.url ?? '',
        JWT_SECRET: rotatedSecret,
        JWT_SECRET_PREVIOUS: TEST_JWT_SECRET,
        AUTH_RATE_LIMIT_MAX: '1000',
      }),
      db: api.db,
    });
    try {
      await rotated.listen({ port: 0, host: '127.0.0.1' });
      const address = rotated.server.address();
      if (typeof address !== 'object' || address === null) throw new Error('Not listening');
      const client = createApiClient({
        baseUrl: `http://127.0.0.1:${address.port}`,
        getToken: () => null,
      });
      const signIn = await client.auth.signIn({
        body: { email: investor.email, password: investor.plainPassword },
      });
      if (signIn.status !== 202) throw new Error(`Sign-in answered ${signIn.status}`);
      const code = await client.auth.secondFactorSignIn({
        body: { challengeToken: signIn.body.challengeToken, code: await codeAt(secret, 0) },
      });
      expect(code.status).toBe(200);
    } finally {
      await rotated.close();
    }
    const stored = await factorOf(api, investor.id);
    expect(decryptTotpSecret(stored!.secretEncrypted, rotatedSecret)?.secret).toBe(secret);
    expect(decryptTotpSecret(stored!.secretEncrypted, TEST_JWT_SECRET)).toBeUndefined();
  });
});
