import {
  ACCOUNT_MESSAGES,
  PREFERENCE_MESSAGES,
  SOCKET_CLOSE,
  USER_MESSAGES,
} from '@coinvest/contract';
import { createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInUser } from './admin-fixtures';
import { mailSentTo, startTestApi, type TestApi } from './helpers';
import { openSocket } from './socket-client';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function emailChangeCodeSentTo(to: string): Promise<string> {
  const mail = await mailSentTo(api, to);
  const code = /change code is: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No e-mail change code was sent to ${to}`);
  return code;
}

describe('PUT /api/account/profile', () => {
  it('changes the names and username of the caller only', async () => {
    const caller = await signedInUser(api);
    const username = `ama_${caller.user.id}`;
    const response = await caller.client.account.updateProfile({
      body: { firstName: 'Ama', lastName: 'Owusu', username },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { firstName: 'Ama', lastName: 'Owusu', username, email: caller.user.email },
    });
    expect((await caller.client.auth.currentUser()).body).toMatchObject({ username });
  });

  it("answers 409 for another account's username, whatever its case", async () => {
    const other = await createUser(api.db);
    const caller = await signedInUser(api);
    const response = await caller.client.account.updateProfile({
      body: { firstName: 'Kwame', lastName: 'Mensah', username: other.username.toUpperCase() },
    });
    expect(response).toMatchObject({
      status: 409,
      body: { message: USER_MESSAGES.usernameTaken },
    });
    expect((await caller.client.auth.currentUser()).body).toMatchObject({
      username: caller.user.username,
    });
  });

  it('keeps its own username in another case', async () => {
    const caller = await signedInUser(api);
    const response = await caller.client.account.updateProfile({
      body: {
        firstName: 'Kwame',
        lastName: 'Mensah',
        username: caller.user.username.toUpperCase(),
      },
    });
    expect(response.status).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  it('needs the current password, then the code sent to the new address', async () => {
    const caller = await signedInUser(api);
    const newEmail = `new.${caller.user.id}@example.com`;

    const wrongPassword = await caller.client.account.startEmailChange({
      body: { newEmail, currentPassword: 'not-my-password' },
    });
    expect(wrongPassword).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
    expect(await mailSentTo(api, newEmail)).toBeUndefined();

    const started = await caller.client.account.startEmailChange({
      body: { newEmail: newEmail.toUpperCase(), currentPassword: caller.user.plainPassword },
    });
    expect(started).toMatchObject({ status: 202, body: { pendingEmail: newEmail } });
    const code = await emailChangeCodeSentTo(newEmail);
    // Until the code comes back, the account keeps its address.
    expect((await caller.client.auth.currentUser()).body).toMatchObject({
      email: caller.user.email,
    });

    const wrongCode = await caller.client.account.confirmEmailChange({
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.emailChangeCodeInvalid },
    });

    const confirmed = await caller.client.account.confirmEmailChange({ body: { code } });
    expect(confirmed).toMatchObject({ status: 200, body: { email: newEmail } });
    const signIn = await api.client.auth.signIn({
      body: { email: newEmail, password: caller.user.plainPassword },
    });
    expect(signIn.status).toBe(200);

    // The code works once.
    expect((await caller.client.account.confirmEmailChange({ body: { code } })).status).toBe(400);
  });

  it("answers 409 for another account's address", async () => {
    const other = await createUser(api.db);
    const caller = await signedInUser(api);
    const response = await caller.client.account.startEmailChange({
      body: { newEmail: other.email, currentPassword: caller.user.plainPassword },
    });
    expect(response).toMatchObject({ status: 409, body: { message: USER_MESSAGES.emailTaken } });
  });

  it('refuses the code after five wrong tries', async () => {
    const caller = await signedInUser(api);
    const newEmail = `locked.${caller.user.id}@example.com`;
    await caller.client.account.startEmailChange({
      body: { newEmail, currentPassword: caller.user.plainPassword },
    });
    const code = await emailChangeCodeSentTo(newEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await caller.client.account.confirmEmailChange({ body: { code: wrong } });
    }
    expect(await caller.client.account.confirmEmailChange({ body: { code } })).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.emailChangeTooManyAttempts },
    });
  });
});

describe('POST /api/account/password', () => {
  it('ends the other sessions (their token gets 401) and keeps this one', async () => {
    const user = await createUser(api.db);
    const here = await signedIn(api, user);
    const elsewhere = await signedIn(api, user);
    const newPassword = 'kente-weaver-2026';

    const response = await here.client.account.changePassword({
      body: { currentPassword: user.plainPassword, newPassword, confirmPassword: newPassword },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { message: ACCOUNT_MESSAGES.passwordChanged },
    });
    expect((await elsewhere.client.auth.currentUser()).status).toBe(401);
    expect((await here.client.auth.currentUser()).status).toBe(200);

    const oldPassword = await api.client.auth.signIn({
      body: { email: user.email, password: user.plainPassword },
    });
    expect(oldPassword.status).toBe(401);
    const signIn = await api.client.auth.signIn({
      body: { email: user.email, password: newPassword },
    });
    expect(signIn.status).toBe(200);
  });

  it('needs the right current password and keeps every session when it is wrong', async () => {
    const user = await createUser(api.db);
    const here = await signedIn(api, user);
    const elsewhere = await signedIn(api, user);
    const response = await here.client.account.changePassword({
      body: {
        currentPassword: 'wrong-password',
        newPassword: 'kente-weaver-2026',
        confirmPassword: 'kente-weaver-2026',
      },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
    expect((await elsewhere.client.auth.currentUser()).status).toBe(200);
  });

  it("applies sign-up's rules: too short, and a common breached password", async () => {
    const caller = await signedInUser(api);
    const short = await caller.client.account.changePassword({
      body: {
        currentPassword: caller.user.plainPassword,
        newPassword: '12345',
        confirmPassword: '12345',
      },
    });
    expect(short).toMatchObject({ status: 400, body: { message: USER_MESSAGES.passwordTooShort } });
    const common = await caller.client.account.changePassword({
      body: {
        currentPassword: caller.user.plainPassword,
        newPassword: 'Password123',
        confirmPassword: 'Password123',
      },
    });
    expect(common).toMatchObject({
      status: 400,
      body: { message: USER_MESSAGES.passwordTooCommon },
    });
  });
});

describe('signed-in devices', () => {
  it('lists the devices with browser, system, a masked address and this device marked', async () => {
    const user = await createUser(api.db);
    const here = await signedIn(api, user);
    const phone = await api.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'user-agent': CHROME_ON_WINDOWS },
      payload: { email: user.email, password: user.plainPassword },
    });
    const phoneToken = phone.json<{ token: string }>().token;

    const response = await here.client.account.listSessions();
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body).toHaveLength(2);
    expect(response.body.filter((session) => session.current)).toHaveLength(1);
    const other = response.body.find((session) => !session.current);
    expect(other).toMatchObject({ browser: 'Chrome', os: 'Windows' });
    expect(other?.maskedIp).toMatch(/\*\*\*$/);
    expect(JSON.stringify(response.body)).not.toContain('127.0.0.1');

    const phoneClient = api.clientWithToken(phoneToken);
    expect((await phoneClient.auth.currentUser()).status).toBe(200);
    const signedOut = await here.client.account.revokeSession({
      params: { sessionId: other?.id ?? '' },
    });
    expect(signedOut).toMatchObject({
      status: 200,
      body: { message: ACCOUNT_MESSAGES.sessionSignedOut },
    });
    expect((await phoneClient.auth.currentUser()).status).toBe(401);
    expect((await here.client.auth.currentUser()).status).toBe(200);
    const after = await here.client.account.listSessions();
    expect(after.body).toHaveLength(1);
  });

  it("closes the signed-out device's socket at once", async () => {
    const user = await createUser(api.db);
    const here = await signedIn(api, user);
    const elsewhere = await signedIn(api, user);
    const socket = await openSocket(api.baseUrl);
    socket.send({ type: 'auth', token: elsewhere.token });
    await socket.waitFor((message) => message.type === 'auth_success');
    const sessions = await here.client.account.listSessions();
    const other = (sessions.status === 200 ? sessions.body : []).find((s) => !s.current);
    await here.client.account.revokeSession({ params: { sessionId: other?.id ?? '' } });
    expect(await socket.closed).toMatchObject({ code: SOCKET_CLOSE.authFailed.code });
  });

  it("cannot sign out another account's device", async () => {
    const ama = await signedInUser(api);
    const kofi = await signedInUser(api);
    const kofiSessions = await kofi.client.account.listSessions();
    const kofiSession = kofiSessions.status === 200 ? kofiSessions.body[0] : undefined;
    const response = await ama.client.account.revokeSession({
      params: { sessionId: kofiSession?.id ?? '' },
    });
    expect(response).toMatchObject({
      status: 404,
      body: { message: ACCOUNT_MESSAGES.sessionNotFound },
    });
    expect((await kofi.client.auth.currentUser()).status).toBe(200);
  });
});

describe('the currency preference', () => {
  it('round-trips and follows the account to another sign-in', async () => {
    const caller = await signedInUser(api);
    expect((await caller.client.users.getMyPreferences()).body).toEqual({
      language: null,
      currency: null,
    });
    const saved = await caller.client.users.updateMyPreferences({ body: { currency: 'GHS' } });
    expect(saved).toMatchObject({ status: 200, body: { currency: 'GHS', language: null } });
    await caller.client.users.updateMyPreferences({ body: { language: 'fr' } });

    const again = await signedIn(api, caller.user);
    expect((await again.client.users.getMyPreferences()).body).toEqual({
      language: 'fr',
      currency: 'GHS',
    });
  });

  it.each([['ZZZ'], ['ghs'], ['']])('refuses the currency %j with a 400', async (currency) => {
    const caller = await signedInUser(api);
    const response = await caller.client.users.updateMyPreferences({ body: { currency } });
    expect(response).toMatchObject({
      status: 400,
      body: { message: PREFERENCE_MESSAGES.currencyInvalid },
    });
  });
});

describe('a visitor', () => {
  it('gets 401 on every account route', async () => {
    const client = api.client.account;
    const responses = await Promise.all([
      client.updateProfile({ body: { firstName: 'A', lastName: 'B', username: 'abc' } }),
      client.startEmailChange({ body: { newEmail: 'a@example.com', currentPassword: 'x' } }),
      client.confirmEmailChange({ body: { code: '123456' } }),
      client.changePassword({
        body: { currentPassword: 'x', newPassword: 'secret1', confirmPassword: 'secret1' },
      }),
      client.listSessions(),
      client.revokeSession({ params: { sessionId: '00000000-0000-4000-8000-000000000000' } }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });
});
