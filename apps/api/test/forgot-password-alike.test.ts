import { AUTH_MESSAGES } from '@coinvest/contract';
import { createUser } from '@coinvest/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSentTo, startTestApi, type TestApi } from './helpers';

// Forgot-password must not tell, by its answer or by the work it does before answering,
// whether an account has the address: the request only records what was asked, and a job
// looks the account up, makes the code and mails it.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

function forgot(email: string) {
  return fetch(`${api.baseUrl}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
    // A budget for a loaded machine, not a timing check: a request that waits for the
    // locked tables below would never answer.
    signal: AbortSignal.timeout(30_000),
  });
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same, and does no account work before answering, whether or not the account exists', async () => {
    const user = await createUser(api.db);
    const answers = await api.db.transaction().execute(async (trx) => {
      // Any look-up of the account, a code written or an e-mail recorded would wait for these.
      await sql`lock table users, password_resets, email_outbox in access exclusive mode`.execute(
        trx,
      );
      const known = await forgot(user.email);
      const unknown = await forgot('nobody-at-all@example.com');
      // Each request wrote the same job row, whatever the address.
      const requests = await trx
        .selectFrom('passwordResetRequests')
        .select('email')
        .orderBy('id')
        .execute();
      expect(requests).toEqual([{ email: user.email }, { email: 'nobody-at-all@example.com' }]);
      return Promise.all(
        [known, unknown].map(async (response) => ({
          status: response.status,
          body: await response.json(),
        })),
      );
    });
    const [known, unknown] = answers;
    expect(known).toEqual({ status: 200, body: { message: AUTH_MESSAGES.resetEmailSent } });
    expect(unknown).toEqual(known);

    // Once the tables are free, the job mails the code to the account, and to nobody else.
    const mail = await mailSentTo(api, user.email);
    expect(mail?.subject).toBe('Your password reset code');
    expect(mail?.text).toMatch(/code is: \d{6}/);
    expect(await mailSentTo(api, 'nobody-at-all@example.com')).toBeUndefined();
    const waiting = await api.db.selectFrom('passwordResetRequests').selectAll().execute();
    expect(waiting).toEqual([]);
  });
});
