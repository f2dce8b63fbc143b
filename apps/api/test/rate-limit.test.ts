import { AUTH_MESSAGES } from '@coinvest/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_MS: '60000' },
  });
});
afterAll(() => api.close());

const body = { email: 'someone@example.com', password: 'whatever' };

describe('account routes are rate limited per route and per client', () => {
  it('answers the 4th sign-in within the window with 429 and the error body', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await api.client.auth.signIn({ body })).status).toBe(401);
    }
    const fourth = await fetch(`${api.baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({
      message: AUTH_MESSAGES.tooManyRequests,
      errorCode: 'TOO_MANY_REQUESTS',
    });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts each account route on its own, and leaves other routes alone', async () => {
    // Sign-in is used up; forgot-password still has its own three calls.
    const forgot = () => api.client.auth.forgotPassword({ body: { email: body.email } });
    for (let i = 0; i < 3; i++) expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(429);
    for (let i = 0; i < 5; i++) {
      expect((await api.client.health.health()).status).toBe(200);
    }
  });

  it('limits sign-up and reset-password too', async () => {
    const calls = {
      signUp: () =>
        api.client.users.signUp({
          body: { username: 'x', email: 'bad', password: '1', firstName: '', lastName: '' },
        }),
      resetPassword: () =>
        api.client.auth.resetPassword({
          body: {
            email: body.email,
            token: '123456',
            newPassword: 'Kente-Weave-7',
            confirmPassword: 'Kente-Weave-7',
          },
        }),
    };
    for (const call of Object.values(calls)) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await call()).status);
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    }
  });
});
