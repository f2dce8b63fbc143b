import { ACCOUNT_MESSAGES, USER_MESSAGES } from '@coinvest/contract';
import { createAdmin, createUser } from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAdmin, signedInUser } from './admin-fixtures';
import { mailboxEmails, mailSentTo, resetCodeSentTo, startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function mailsTo(to: string) {
  await api.app.email.settled();
  return (await mailboxEmails(api.mailDir)).filter((mail) => mail.to === to);
}

async function emailChangeCodeSentTo(to: string): Promise<string> {
  const mail = await mailSentTo(api, to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No e-mail change code was sent to ${to}`);
  return code;
}

const GOOD_PASSWORD = 'kente-weaver-harbour';

describe('changing the e-mail address', () => {
  it('tells the old address, ends the other sessions and greets the new address by no name', async () => {
    const user = await createUser(api.db, { firstName: 'Yaw', preferredLanguage: 'de' });
    const here = await signedIn(api, user);
    const elsewhere = await signedIn(api, user);
    const newEmail = `moved.${user.id}@example.com`;

    await here.client.account.startEmailChange({
      body: { newEmail, currentPassword: user.plainPassword },
    });
    const [codeMail] = await mailsTo(newEmail);
    expect(codeMail?.text.startsWith('Guten Tag,')).toBe(true);
    expect(codeMail?.text).not.toContain('Yaw');
    // Until the code comes back, nothing has changed.
    expect((await elsewhere.client.auth.currentUser()).status).toBe(200);

    const code = await emailChangeCodeSentTo(newEmail);
    const confirmed = await here.client.account.confirmEmailChange({ body: { code } });
    expect(confirmed).toMatchObject({ status: 200, body: { email: newEmail } });

    expect((await elsewhere.client.auth.currentUser()).status).toBe(401);
    expect((await here.client.auth.currentUser()).status).toBe(200);
    const notices = (await mailsTo(user.email)).filter(
      (mail) => mail.subject === 'Ihre E-Mail-Adresse wurde geändert',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('Guten Tag Yaw,');
    expect(notices[0]?.text).toContain(newEmail);
  });

  it('mails at most five codes a day per account, then answers 429 with a message', async () => {
    const caller = await signedInUser(api);
    const start = (n: number) =>
      caller.client.account.startEmailChange({
        body: {
          newEmail: `capped.${caller.user.id}.${n}@example.com`,
          currentPassword: caller.user.plainPassword,
        },
      });
    for (let n = 0; n < 5; n++) expect((await start(n)).status).toBe(202);
    const sixth = await start(5);
    expect(sixth).toMatchObject({
      status: 429,
      body: { message: ACCOUNT_MESSAGES.emailChangeDailyLimit, errorCode: 'TOO_MANY_REQUESTS' },
    });
    expect(await mailsTo(`capped.${caller.user.id}.5@example.com`)).toEqual([]);
  });
});

describe('changing the password', () => {
  it('tells the account address', async () => {
    const user = await createUser(api.db);
    const here = await signedIn(api, user);
    const response = await here.client.account.changePassword({
      body: {
        currentPassword: user.plainPassword,
        newPassword: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
      },
    });
    expect(response.status).toBe(200);
    const notices = (await mailsTo(user.email)).filter(
      (mail) => mail.subject === 'Your password was changed',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('http://localhost:5173/forgot-password');
  });
});

describe('names', () => {
  const phishing = 'Ama: your account is locked, visit evil.example';

  it('refuses a name that carries a message, at sign-up and in the profile', async () => {
    const signUp = await api.client.users.signUp({
      body: {
        username: 'phisher_one',
        email: 'phisher@example.com',
        password: GOOD_PASSWORD,
        firstName: phishing,
        lastName: 'Mensah',
      },
    });
    expect(signUp.status).toBe(400);
    expect(JSON.stringify(signUp.body)).toContain(USER_MESSAGES.nameInvalid);

    const caller = await signedInUser(api);
    const profile = await caller.client.account.updateProfile({
      body: { firstName: 'Ama', lastName: 'www.evil.example', username: caller.user.username },
    });
    expect(profile.status).toBe(400);
    expect(JSON.stringify(profile.body)).toContain(USER_MESSAGES.nameInvalid);

    const admin = await signedInAdmin(api);
    const invite = await admin.client.adminInspectors.inviteInspector({
      body: { email: 'inspector.x@example.com', firstName: '<b>Efua</b>', lastName: 'Mensah' },
    });
    expect(invite.status).toBe(400);
  });

  it('takes the names people have', async () => {
    const caller = await signedInUser(api);
    const response = await caller.client.account.updateProfile({
      body: { firstName: "N'Golo Jean-Paul", lastName: 'St. Aké', username: caller.user.username },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { firstName: "N'Golo Jean-Paul", lastName: 'St. Aké' },
    });
  });
});

describe('new passwords', () => {
  it('refuses a common password with digits and punctuation added, and one under 8', async () => {
    const signUp = (password: string, n: number) =>
      api.client.users.signUp({
        body: {
          username: `pw_rules_${n}`,
          email: `pw.rules.${n}@example.com`,
          password,
          firstName: 'Ama',
          lastName: 'Mensah',
        },
      });
    for (const [n, password] of [
      'Password123!',
      'Dragon2024!',
      'SUNSHINE?',
      'Investor123!',
    ].entries()) {
      expect(await signUp(password, n)).toMatchObject({
        status: 400,
        body: { message: USER_MESSAGES.passwordTooCommon, errorCode: 'PASSWORD_TOO_COMMON' },
      });
    }
    const short = await signUp('kW7#pq2', 10);
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Password must be at least 8 characters');
    expect((await signUp('kente-harbour', 11)).status).toBe(201);
  });

  it('needs 12 characters for an admin changing theirs', async () => {
    const admin = await signedInAdmin(api);
    const change = (newPassword: string) =>
      admin.client.account.changePassword({
        body: {
          currentPassword: admin.user.plainPassword,
          newPassword,
          confirmPassword: newPassword,
        },
      });
    expect(await change('kente-harb')).toMatchObject({
      status: 400,
      body: { message: USER_MESSAGES.staffPasswordTooShort, errorCode: 'PASSWORD_TOO_SHORT' },
    });
    expect((await change('kente-harbour-lights')).status).toBe(200);
  });

  it('needs 12 characters for an inspector setting the first password, and 8 for an investor', async () => {
    const admin = await createAdmin(api.db);
    const adminCaller = await signedIn(api, admin);
    const email = 'new.inspector@example.com';
    const invited = await adminCaller.client.adminInspectors.inviteInspector({
      body: { email, firstName: 'Efua', lastName: 'Mensah' },
    });
    expect(invited.status).toBe(201);
    const code = await resetCodeSentTo(api, email);
    const reset = (newPassword: string) =>
      api.client.auth.resetPassword({
        body: { email, token: code, newPassword, confirmPassword: newPassword },
      });
    expect(await reset('kente-harb')).toMatchObject({
      status: 400,
      body: { message: USER_MESSAGES.staffPasswordTooShort },
    });
    // The refused password left the code usable.
    expect((await reset('kente-harbour-lights')).status).toBe(200);

    const investor = await createUser(api.db);
    await api.client.auth.forgotPassword({ body: { email: investor.email } });
    const investorCode = await resetCodeSentTo(api, investor.email);
    const investorReset = await api.client.auth.resetPassword({
      body: {
        email: investor.email,
        token: investorCode,
        newPassword: 'kente-harb',
        confirmPassword: 'kente-harb',
      },
    });
    expect(investorReset.status).toBe(200);
  });
});
