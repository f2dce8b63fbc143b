import { AUTH_MESSAGES, USER_MESSAGES } from '@coinvest/contract';
import { createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSentTo, resetCodeSentTo, startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const NEW_PASSWORD = 'brand-new-secret';

async function requestCode(email: string): Promise<string> {
  const response = await api.client.auth.forgotPassword({ body: { email } });
  expect(response.status).toBe(200);
  return resetCodeSentTo(api, email);
}

function reset(email: string, token: string, newPassword = NEW_PASSWORD) {
  return api.client.auth.resetPassword({
    body: { email, token, newPassword, confirmPassword: newPassword },
  });
}

function signIn(email: string, password: string) {
  return api.client.auth.signIn({ body: { email, password } });
}

/** A six-digit code that is not the right one. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const invalidCode = { message: AUTH_MESSAGES.resetCodeInvalid, errorCode: 'RESET_CODE_INVALID' };
const tooManyAttempts = {
  message: AUTH_MESSAGES.resetCodeTooManyAttempts,
  errorCode: 'RESET_CODE_TOO_MANY_ATTEMPTS',
};

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const user = await createUser(api.db);
    const known = await api.client.auth.forgotPassword({ body: { email: user.email } });
    const unknown = await api.client.auth.forgotPassword({
      body: { email: 'nobody-here@example.com' },
    });

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: AUTH_MESSAGES.resetEmailSent });
    expect(unknown.body).toEqual(known.body);

    const mail = await mailSentTo(api, user.email);
    expect(mail).toMatchObject({ subject: 'Your password reset code' });
    expect(mail?.text).toMatch(/code is: \d{6}/);
    expect(await mailSentTo(api, 'nobody-here@example.com')).toBeUndefined();

    const stored = await api.db
      .selectFrom('passwordResets')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const code = await resetCodeSentTo(api, user.email);
    expect(stored.codeHash).not.toContain(code);
    const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(15, 0);
  });

  it('validates the e-mail', async () => {
    const response = await api.client.auth.forgotPassword({ body: { email: 'nope' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Please enter a valid email address' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password and signs the account out everywhere', async () => {
    const user = await createUser(api.db);
    const before = await signIn(user.email, user.plainPassword);
    expect(before.status).toBe(200);
    const oldToken = before.status === 200 ? before.body.token : '';

    const code = await requestCode(user.email);
    const response = await reset(user.email.toUpperCase(), code);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.passwordResetDone });

    expect((await signIn(user.email, user.plainPassword)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    const oldSession = await api.clientWithToken(oldToken).auth.currentUser();
    expect(oldSession.status).toBe(401);
  });

  it('refuses a common breached password without spending the code, which then still works', async () => {
    const user = await createUser(api.db);
    const code = await requestCode(user.email);

    const refused = await reset(user.email, code, 'Password1');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: USER_MESSAGES.passwordTooCommon,
      errorCode: 'PASSWORD_TOO_COMMON',
    });
    expect((await signIn(user.email, user.plainPassword)).status).toBe(200);

    expect((await reset(user.email, code)).status).toBe(200);
  });

  it('refuses a code that was already used', async () => {
    const user = await createUser(api.db);
    const code = await requestCode(user.email);
    expect((await reset(user.email, code)).status).toBe(200);

    const again = await reset(user.email, code, 'yet-another-secret');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidCode);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(api.db);
    const code = await requestCode(user.email);
    await api.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', user.id)
      .execute();

    const response = await reset(user.email, code);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidCode);
    expect((await signIn(user.email, user.plainPassword)).status).toBe(200);
  });

  it('kills the code after five wrong tries, even if the right one comes next', async () => {
    const user = await createUser(api.db);
    const code = await requestCode(user.email);
    const wrong = wrongCodeFor(code);

    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await reset(user.email, wrong);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(invalidCode);
    }
    const fifth = await reset(user.email, wrong);
    expect(fifth.status).toBe(400);
    expect(fifth.body).toEqual(tooManyAttempts);

    const right = await reset(user.email, code);
    expect(right.status).toBe(400);
    expect(right.body).toEqual(tooManyAttempts);
    expect((await signIn(user.email, user.plainPassword)).status).toBe(200);
  });

  it('counts concurrent wrong tries one by one', async () => {
    const user = await createUser(api.db);
    const code = await requestCode(user.email);
    await Promise.all(Array.from({ length: 8 }, () => reset(user.email, wrongCodeFor(code))));
    const row = await api.db
      .selectFrom('passwordResets')
      .select('attempts')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await reset(user.email, code)).body).toEqual(tooManyAttempts);
  });

  it('accepts only the latest code when several were requested', async () => {
    const user = await createUser(api.db);
    const first = await requestCode(user.email);
    let second = await requestCode(user.email);
    // Two draws may give the same six digits; ask again until they differ.
    while (second === first) second = await requestCode(user.email);

    const withFirst = await reset(user.email, first);
    expect(withFirst.status).toBe(400);
    expect(withFirst.body).toEqual(invalidCode);
    expect((await reset(user.email, second)).status).toBe(200);
  });

  it('gives an unknown e-mail the answer of a wrong code', async () => {
    const response = await reset('nobody-here@example.com', '123456');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidCode);
  });

  it.each([
    [{ token: '' }, 'token', 'Reset token is required'],
    [{ token: '12ab56' }, 'token', 'Enter 6-digit code'],
    [
      { newPassword: '12345', confirmPassword: '12345' },
      'newPassword',
      'Password must be at least 8 characters',
    ],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'different' }, 'confirmPassword', "Passwords don't match"],
  ])('validates %j', async (overrides, path, message) => {
    const response = await api.client.auth.resetPassword({
      body: {
        email: 'ama@example.com',
        token: '123456',
        newPassword: 'Kente-Weave-7',
        confirmPassword: 'Kente-Weave-7',
        ...overrides,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, errorCode: 'VALIDATION_FAILED' });
    expect(response.body).toHaveProperty('issues', expect.arrayContaining([{ path, message }]));
  });
});
