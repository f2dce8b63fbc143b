import { AUTH_MESSAGES } from '@coinvest/contract';
import { createAdmin, createUser, type TestUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxEmails, startTestApi, type TestApi } from './helpers';

// The account's limit counts failed sign-ins only, and a device that signed in to the account
// before is not held back by it; the per-address limit still holds for everyone. Each call
// comes from an address of its own unless a test says otherwise, as an attacker's would.

const LIMIT = 3;
const TOO_MANY = { message: AUTH_MESSAGES.tooManyRequests, errorCode: 'TOO_MANY_REQUESTS' };
const NOTICE_SUBJECT = 'Sign-in to your account is paused for a while';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    env: { AUTH_RATE_LIMIT_MAX: String(LIMIT), AUTH_RATE_LIMIT_WINDOW_MS: '600000' },
  });
});
afterAll(() => api.close());

let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

function signIn(
  body: { email: string; password: string; deviceToken?: string },
  remoteAddress = freshAddress(),
) {
  return api.app.inject({ method: 'POST', url: '/api/auth/signin', payload: body, remoteAddress });
}

async function failTimes(user: TestUser, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await signIn({ email: user.email, password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
  }
}

async function noticesTo(email: string) {
  await api.app.email.settled();
  return (await mailboxEmails(api.mailDir)).filter(
    (mail) => mail.to === email && mail.subject === NOTICE_SUBJECT,
  );
}

describe('the per-account sign-in limit', () => {
  it('never counts a correct password', async () => {
    const owner = await createUser(api.db);
    for (let i = 0; i < LIMIT * 2; i++) {
      const response = await signIn({ email: owner.email, password: owner.plainPassword });
      expect(response.statusCode).toBe(200);
    }
    // The failures still have their whole budget.
    await failTimes(owner, LIMIT);
  });

  it('lets the owner in from a device that signed in before, while strangers are refused', async () => {
    const owner = await createAdmin(api.db);
    const earlier = await signIn({ email: owner.email, password: owner.plainPassword });
    expect(earlier.statusCode).toBe(200);
    const { deviceToken } = earlier.json<{ deviceToken: string }>();
    expect(deviceToken).toMatch(/^[\w-]{43}$/);

    await failTimes(owner, LIMIT);

    // A new device, even with the right password, waits for the window to end.
    const newDevice = await signIn({ email: owner.email, password: owner.plainPassword });
    expect(newDevice.statusCode).toBe(429);
    expect(newDevice.json()).toEqual(TOO_MANY);
    expect(Number(newDevice.headers['retry-after'])).toBeGreaterThan(0);

    // Another account's device is a new device here.
    const other = await createUser(api.db);
    const otherDevice = (await signIn({ email: other.email, password: other.plainPassword })).json<{
      deviceToken: string;
    }>().deviceToken;
    expect(
      (
        await signIn({
          email: owner.email,
          password: owner.plainPassword,
          deviceToken: otherDevice,
        })
      ).statusCode,
    ).toBe(429);

    // The owner's own device signs in, and keeps its token.
    const known = await signIn({ email: owner.email, password: owner.plainPassword, deviceToken });
    expect(known.statusCode).toBe(200);
    expect(known.json<{ deviceToken: string }>().deviceToken).toBe(deviceToken);

    // The device token opens nothing by itself.
    const wrong = await signIn({ email: owner.email, password: 'not-the-password', deviceToken });
    expect(wrong.statusCode).toBe(401);
  });

  it('tells the owner once a window, not once an attempt', async () => {
    const owner = await createUser(api.db, { preferredLanguage: 'fr' });
    await failTimes(owner, LIMIT);
    for (let i = 0; i < 3; i++) {
      expect((await signIn({ email: owner.email, password: 'not-the-password' })).statusCode).toBe(
        429,
      );
    }
    expect(await noticesTo(owner.email)).toEqual([]);

    const french = (await mailboxEmails(api.mailDir)).filter(
      (mail) =>
        mail.to === owner.email &&
        mail.subject === 'La connexion à votre compte est suspendue pour un moment',
    );
    expect(french).toHaveLength(1);
    expect(french[0]?.text).toContain('Bonjour Kwame,');
    expect(french[0]?.text).toContain('10 minutes');
  });

  it('sends the notice in English by default, and nothing for an address without an account', async () => {
    const owner = await createUser(api.db);
    await failTimes(owner, LIMIT);
    expect((await signIn({ email: owner.email, password: 'wrong-again' })).statusCode).toBe(429);
    expect(await noticesTo(owner.email)).toHaveLength(1);

    for (let i = 0; i <= LIMIT; i++) {
      await signIn({ email: 'nobody-here@example.com', password: 'not-the-password' });
    }
    const refused = await signIn({ email: 'nobody-here@example.com', password: 'whatever1' });
    expect(refused.statusCode).toBe(429);
    expect(await noticesTo('nobody-here@example.com')).toEqual([]);
  });

  it('tells investors to change the password in their settings, and staff (who have none) to reset it and sign in on the admin site', async () => {
    const { investorUrl, adminUrl } = api.config.web;
    const investor = await createUser(api.db);
    await failTimes(investor, LIMIT);
    const [investorNotice] = await noticesTo(investor.email);
    expect(investorNotice?.text).toContain(`change it in your settings: ${investorUrl}/settings`);
    expect(investorNotice?.text).not.toContain(adminUrl);

    const staff = [await createAdmin(api.db), await createUser(api.db, { role: 'inspector' })];
    for (const owner of staff) {
      await failTimes(owner, LIMIT);
      const [notice] = await noticesTo(owner.email);
      expect(notice?.text, owner.role).not.toContain('settings');
      expect(notice?.text, owner.role).toContain(
        `set a new one with a code we e-mail you: ${investorUrl}/forgot-password`,
      );
      expect(notice?.text, owner.role).toContain(
        `Then sign in on the admin site as usual: ${adminUrl}/signin`,
      );
    }
  });

  it('still applies the per-address limit to a known device', async () => {
    const owner = await createUser(api.db);
    const address = freshAddress();
    const first = await signIn({ email: owner.email, password: owner.plainPassword }, address);
    const { deviceToken } = first.json<{ deviceToken: string }>();
    for (let i = 1; i < LIMIT; i++) {
      const again = await signIn(
        { email: owner.email, password: owner.plainPassword, deviceToken },
        address,
      );
      expect(again.statusCode).toBe(200);
    }
    const over = await signIn(
      { email: owner.email, password: owner.plainPassword, deviceToken },
      address,
    );
    expect(over.statusCode).toBe(429);
  });
});
