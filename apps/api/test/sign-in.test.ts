import { AUTH_MESSAGES } from '@coinvest/contract';
import { createAdmin, createUser, type TestUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await createUser(api.db);
});
afterAll(() => api.close());

async function signIn(email: string, password: string) {
  const response = await api.client.auth.signIn({ body: { email, password } });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
  return response.body;
}

const authenticationRequired = {
  message: AUTH_MESSAGES.authenticationRequired,
  errorCode: 'AUTHENTICATION_REQUIRED',
};
const sessionExpired = { message: AUTH_MESSAGES.sessionExpired, errorCode: 'SESSION_EXPIRED' };

describe('POST /api/auth/signin', () => {
  it('answers a token and the user, and records the session', async () => {
    const response = await api.client.auth.signIn({
      body: { email: user.email.toUpperCase(), password: user.plainPassword },
      extraHeaders: { 'user-agent': 'sign-in-test' },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.body.user).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: 'user',
      emailVerified: true,
      createdAt: user.createdAt.toISOString(),
    });

    const sessions = await api.db
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', user.id)
      .where('userAgent', '=', 'sign-in-test')
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.revokedAt).toBeNull();
    const ttlHours = (sessions[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(ttlHours).toBeGreaterThan(api.config.auth.tokenTtlHours - 1);
    expect(ttlHours).toBeLessThanOrEqual(api.config.auth.tokenTtlHours);
  });

  it("says whether this is the account's first sign-in, so the site welcomes rather than welcomes back", async () => {
    const newcomer = await createUser(api.db);
    expect((await signIn(newcomer.email, newcomer.plainPassword)).firstSignIn).toBe(true);
    expect((await signIn(newcomer.email, newcomer.plainPassword)).firstSignIn).toBe(false);
  });

  it('tells the admin apart by role', async () => {
    const admin = await createAdmin(api.db);
    const body = await signIn(admin.email, admin.plainPassword);
    expect(body.user.role).toBe('admin');
  });

  it('gives a wrong password and an unknown e-mail the very same answer', async () => {
    const wrongPassword = await api.client.auth.signIn({
      body: { email: user.email, password: 'not-the-password' },
    });
    const unknownEmail = await api.client.auth.signIn({
      body: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    const expected = { message: 'Invalid email or password', errorCode: 'INVALID_CREDENTIALS' };
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual(expected);
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.body).toEqual(expected);
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Please enter a valid email'],
    [{ email: 'ama@example.com', password: '' }, 'password', 'Password is required'],
  ])('validates %j', async (body, path, message) => {
    const response = await api.client.auth.signIn({ body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message,
      errorCode: 'VALIDATION_FAILED',
      issues: [{ path, message }],
    });
  });
});

describe('GET /api/auth/user', () => {
  it('answers the signed-in user', async () => {
    const { token } = await signIn(user.email, user.plainPassword);
    const response = await api.clientWithToken(token).auth.currentUser();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, email: user.email, role: 'user' });
    expect(response.body).not.toHaveProperty('password');
  });

  it('answers 401 without a token', async () => {
    const response = await api.client.auth.currentUser();
    expect(response.status).toBe(401);
    expect(response.body).toEqual(authenticationRequired);
  });

  it('answers 401 to a garbage token or another scheme', async () => {
    const garbage = await api.clientWithToken('not.a.jwt').auth.currentUser();
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual(authenticationRequired);

    const { token } = await signIn(user.email, user.plainPassword);
    const basic = await fetch(`${api.baseUrl}/api/auth/user`, {
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.status).toBe(401);
  });

  it('answers 401 to a token signed with another secret', async () => {
    const { token } = await signIn(user.email, user.plainPassword);
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: '1', sid: crypto.randomUUID(), exp: 9_999_999_999 }),
    ).toString('base64url');
    const forged = await api
      .clientWithToken(`${header}.${forgedPayload}.${signature}`)
      .auth.currentUser();
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual(authenticationRequired);
  });

  it('answers 401 once the token or its session has expired', async () => {
    const { token } = await signIn(user.email, user.plainPassword);
    const { sid } = api.app.jwt.decode<{ sid: string }>(token)!;
    await api.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', sid)
      .execute();
    const response = await api.clientWithToken(token).auth.currentUser();
    expect(response.status).toBe(401);
    expect(response.body).toEqual(sessionExpired);

    // A live session, but a token past its exp: refused on the token alone.
    const live = await signIn(user.email, user.plainPassword);
    const liveSid = api.app.jwt.decode<{ sid: string }>(live.token)!.sid;
    const expiredToken = api.app.jwt.sign(
      { sub: String(user.id), sid: liveSid },
      { expiresIn: -10 },
    );
    const expired = await api.clientWithToken(expiredToken).auth.currentUser();
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(sessionExpired);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session of the token, and only that one', async () => {
    const first = await signIn(user.email, user.plainPassword);
    const second = await signIn(user.email, user.plainPassword);

    const response = await api.clientWithToken(first.token).auth.logout({ body: {} });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Signed out' });

    const afterLogout = await api.clientWithToken(first.token).auth.currentUser();
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body).toEqual(sessionExpired);
    const again = await api.clientWithToken(first.token).auth.logout({ body: {} });
    expect(again.status).toBe(401);

    const other = await api.clientWithToken(second.token).auth.currentUser();
    expect(other.status).toBe(200);
  });

  it('works without a body, as a bare POST', async () => {
    const { token } = await signIn(user.email, user.plainPassword);
    const response = await fetch(`${api.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await api.client.auth.logout({ body: {} });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(authenticationRequired);
  });
});
