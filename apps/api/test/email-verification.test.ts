import {
  AUTH_MESSAGES,
  EMAIL_VERIFICATION_CODES_PER_HOUR,
  EMAIL_VERIFICATION_ERROR_CODES,
  EMAIL_VERIFICATION_MESSAGES,
  type TContactBody,
} from '@coinvest/contract';
import {
  createKycVerification,
  createProject,
  createUnit,
  createUser,
  DEFAULT_TEST_PASSWORD,
} from '@coinvest/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInUser, type Caller } from './admin-fixtures';
import {
  mailboxEmails,
  mailSentTo,
  resetCodeSentTo,
  verificationCodeSentTo,
  verifyEmailThroughApi,
  type TestApi,
} from './helpers';
import { startKycTestApi, submitKyc } from './kyc-fixtures';

let api: TestApi;
beforeAll(async () => {
  ({ api } = await startKycTestApi());
});
afterAll(() => api.close());

let counter = 0;
const PASSWORD = 'Kente-Weave-7';

/** A new account signed up through the API (its address unverified) and signed in. */
async function signedUp(): Promise<Caller & { email: string }> {
  counter += 1;
  const email = `efua.owusu.${counter}@example.com`;
  const signUp = await api.client.users.signUp({
    body: {
      username: `efua_${counter}`,
      email,
      password: PASSWORD,
      firstName: 'Efua',
      lastName: 'Owusu',
    },
  });
  if (signUp.status !== 201) throw new Error(`Sign-up failed: ${signUp.status}`);
  const signIn = await api.client.auth.signIn({ body: { email, password: PASSWORD } });
  if (signIn.status !== 200) throw new Error(`Sign-in failed: ${signIn.status}`);
  const user = await userRowOf(signUp.body.id);
  return { user, email, token: signIn.body.token, client: api.clientWithToken(signIn.body.token) };
}

async function userRowOf(id: number) {
  const row = await api.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, plainPassword: PASSWORD };
}

async function mailCountTo(email: string): Promise<number> {
  await api.app.email.settled();
  return (await mailboxEmails(api.mailDir)).filter((mail) => mail.to === email).length;
}

/** A code that is certainly not the one e-mailed. */
function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** A reservation in a new unit, by a caller whose KYC is approved. */
async function invest(caller: Caller) {
  const project = await createProject(api.db, { minInvestment: '5000.00' });
  const unit = await createUnit(api.db, {
    projectId: project.id,
    price: '150000.00',
    minInvestmentAmount: '5000.00',
  });
  return caller.client.investments.createInvestment({
    body: {
      userId: caller.user.id,
      projectId: project.id,
      unitId: unit.id,
      amount: '7500',
      satisfactionConfirmed: true,
    },
    headers: {},
  });
}

const notVerified = {
  message: EMAIL_VERIFICATION_MESSAGES.emailNotVerified,
  errorCode: EMAIL_VERIFICATION_ERROR_CODES.notVerified,
};

describe('sign-up e-mails a code, and the current user says whether it was entered', () => {
  it('sends the code in the account’s mail and reports the address unverified', async () => {
    const caller = await signedUp();
    const mail = await mailSentTo(api, caller.email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.text).toMatch(/verification code is: \d{6}/);
    expect(mail?.text).toContain('http://localhost:5173/verify-email');

    const me = await caller.client.auth.currentUser();
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: caller.email, emailVerified: false });
  });

  it('reports factory, admin-made and existing accounts verified', async () => {
    const caller = await signedInUser(api);
    const me = await caller.client.auth.currentUser();
    expect(me.body).toMatchObject({ emailVerified: true });
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies the address with the e-mailed code and answers the user', async () => {
    const caller = await signedUp();
    const code = await verificationCodeSentTo(api, caller.email);

    const response = await caller.client.auth.verifyEmail({ body: { code } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: caller.user.id, emailVerified: true });
    const me = await caller.client.auth.currentUser();
    expect(me.body).toMatchObject({ emailVerified: true });

    // Used once: the same code again changes nothing and still answers the verified user.
    const again = await caller.client.auth.verifyEmail({ body: { code } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ emailVerified: true });
  });

  it('refuses a wrong code with 400, counts it, and still takes the right one after', async () => {
    const caller = await signedUp();
    const code = await verificationCodeSentTo(api, caller.email);

    const wrong = await caller.client.auth.verifyEmail({ body: { code: wrongCodeFor(code) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: 'Invalid or expired verification code',
      errorCode: EMAIL_VERIFICATION_ERROR_CODES.codeInvalid,
    });
    const stored = await api.db
      .selectFrom('emailVerifications')
      .select(['attempts', 'codeHash'])
      .where('userId', '=', caller.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.attempts).toBe(1);
    expect(stored.codeHash).not.toContain(code);
    expect((await caller.client.auth.currentUser()).body).toMatchObject({ emailVerified: false });

    const right = await caller.client.auth.verifyEmail({ body: { code } });
    expect(right.status).toBe(200);
  });

  it('locks the code after 5 wrong tries, even for the right one', async () => {
    const caller = await signedUp();
    const code = await verificationCodeSentTo(api, caller.email);
    const statuses = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await caller.client.auth.verifyEmail({
        body: { code: wrongCodeFor(code) },
      });
      statuses.push([response.status, (response.body as { errorCode?: string }).errorCode]);
    }
    expect(statuses.at(-1)).toEqual([400, EMAIL_VERIFICATION_ERROR_CODES.tooManyAttempts]);

    const right = await caller.client.auth.verifyEmail({ body: { code } });
    expect(right.status).toBe(400);
    expect(right.body).toEqual({
      message: AUTH_MESSAGES.resetCodeTooManyAttempts,
      errorCode: EMAIL_VERIFICATION_ERROR_CODES.tooManyAttempts,
    });
    expect((await caller.client.auth.currentUser()).body).toMatchObject({ emailVerified: false });
  });

  it('refuses an expired code', async () => {
    const caller = await signedUp();
    const code = await verificationCodeSentTo(api, caller.email);
    await api.db
      .updateTable('emailVerifications')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', caller.user.id)
      .execute();

    const response = await caller.client.auth.verifyEmail({ body: { code } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: EMAIL_VERIFICATION_ERROR_CODES.codeInvalid });
    expect((await caller.client.auth.currentUser()).body).toMatchObject({ emailVerified: false });
  });

  it('refuses a code that is not 6 digits with the form’s message, and a visitor with 401', async () => {
    const caller = await signedUp();
    const malformed = await caller.client.auth.verifyEmail({ body: { code: '12ab' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: AUTH_MESSAGES.resetCodeFormat });

    const visitor = await api.client.auth.verifyEmail({ body: { code: '123456' } });
    expect(visitor.status).toBe(401);
  });
});

describe('POST /api/auth/verify-email/resend', () => {
  it('sends a new code that replaces the old one, and stops sending past the hour’s codes, answering the same', async () => {
    const caller = await signedUp();
    const first = await verificationCodeSentTo(api, caller.email);
    expect(await mailCountTo(caller.email)).toBe(1);

    const answers = [];
    for (let resend = 1; resend <= EMAIL_VERIFICATION_CODES_PER_HOUR + 1; resend += 1) {
      const response = await caller.client.auth.resendEmailVerification({ body: {} });
      answers.push([response.status, response.body]);
    }
    const same = [200, { message: EMAIL_VERIFICATION_MESSAGES.emailVerificationSent }];
    expect(answers).toEqual(answers.map(() => same));
    // The sign-up's code and the resends up to the hour's limit, no more.
    expect(await mailCountTo(caller.email)).toBe(EMAIL_VERIFICATION_CODES_PER_HOUR);

    const latest = await verificationCodeSentTo(api, caller.email);
    if (latest !== first) {
      const old = await caller.client.auth.verifyEmail({ body: { code: first } });
      expect(old.status).toBe(400);
    }
    const response = await caller.client.auth.verifyEmail({ body: { code: latest } });
    expect(response.status).toBe(200);
  });

  it('sends nothing to a verified address, with the same answer', async () => {
    const caller = await signedInUser(api);
    const response = await caller.client.auth.resendEmailVerification({ body: {} });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.emailVerificationSent });
    expect(await mailCountTo(caller.user.email)).toBe(0);
  });
});

describe('until the address is verified', () => {
  it('refuses investing with 403, and takes the investment once verified', async () => {
    const caller = await signedUp();
    await createKycVerification(api.db, { userId: caller.user.id, status: 'approved' });
    const refused = await invest(caller);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(notVerified);
    expect(
      await api.db
        .selectFrom('investments')
        .select('id')
        .where('userId', '=', caller.user.id)
        .execute(),
    ).toHaveLength(0);

    await verifyEmailThroughApi(api, caller.token, caller.email);
    const taken = await invest(caller);
    expect(taken.status).toBe(201);
  });

  it('refuses the data export with 403, and exports once verified', async () => {
    const caller = await signedUp();
    const refused = await caller.client.dataRights.exportMyData();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(notVerified);

    await verifyEmailThroughApi(api, caller.token, caller.email);
    const exported = await caller.client.dataRights.exportMyData();
    expect(exported.status).toBe(200);
  });

  it('refuses account deletion with 403 (deleting nothing), and deletes once verified', async () => {
    const caller = await signedUp();
    const refused = await caller.client.dataRights.deleteMyAccount({
      body: { password: PASSWORD },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(notVerified);
    const kept = await api.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', caller.user.id)
      .executeTakeFirstOrThrow();
    expect(kept.email).toBe(caller.email);

    await verifyEmailThroughApi(api, caller.token, caller.email);
    const deleted = await caller.client.dataRights.deleteMyAccount({
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(200);
  });

  it('still lets the account browse and submit KYC', async () => {
    const caller = await signedUp();
    expect((await caller.client.projects.listProjects({ query: {} })).status).toBe(200);
    expect((await submitKyc(api, caller.token, { userId: caller.user.id })).status).toBe(201);
  });
});

describe('contact messages belong to their signed-in sender only', () => {
  const message = (email: string): TContactBody => ({
    name: 'Abena Asante',
    email,
    subject: 'About my account',
    message: 'Please tell me more about the payment schedule.',
  });

  it('links a signed-in sender’s message, never a visitor’s that only names the address', async () => {
    const owner = await createUser(api.db);
    const ownerCaller = await signedIn(api, owner);

    const visitor = await api.client.contact.sendContactMessage({ body: message(owner.email) });
    expect(visitor.status).toBe(201);
    const signedInSend = await ownerCaller.client.contact.sendContactMessage({
      body: message('another.address@example.com'),
    });
    expect(signedInSend.status).toBe(201);
    // A token that no longer opens a session sends the message as a visitor's.
    await ownerCaller.client.auth.logout({ body: {} });
    const stale = await ownerCaller.client.contact.sendContactMessage({
      body: message(owner.email),
    });
    expect(stale.status).toBe(201);

    const stored = await api.db
      .selectFrom('contactMessages')
      .select(['email', 'userId'])
      .where((eb) =>
        eb.or([eb('email', '=', owner.email), eb('email', '=', 'another.address@example.com')]),
      )
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { email: owner.email, userId: null },
      { email: 'another.address@example.com', userId: owner.id },
      { email: owner.email, userId: null },
    ]);
  });

  it('exports and deletes the linked messages only, not those that merely name the address', async () => {
    const victim = await createUser(api.db, { password: DEFAULT_TEST_PASSWORD });
    // The victim writes as a visitor; then someone with the victim's address signed in writes.
    await api.client.contact.sendContactMessage({ body: message(victim.email) });
    const caller = await signedIn(api, victim);
    await caller.client.contact.sendContactMessage({ body: message(victim.email) });

    const exported = await caller.client.dataRights.exportMyData();
    expect(exported.status).toBe(200);
    if (exported.status !== 200) return;
    expect(exported.body.contactMessages).toEqual([
      expect.objectContaining({ email: victim.email, userId: victim.id }),
    ]);

    const deleted = await caller.client.dataRights.deleteMyAccount({
      body: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    const left = await api.db
      .selectFrom('contactMessages')
      .select(['email', 'userId'])
      .where('email', '=', victim.email)
      .execute();
    expect(left).toEqual([{ email: victim.email, userId: null }]);
  });
});

describe('an e-mail change', () => {
  it('leaves the new address verified once its code is confirmed', async () => {
    const caller = await signedUp();
    const newEmail = `efua.new.${counter}@example.com`;
    const started = await caller.client.account.startEmailChange({
      body: { newEmail, currentPassword: PASSWORD },
    });
    expect(started.status).toBe(202);
    const mail = await mailSentTo(api, newEmail);
    const code = /code is: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';

    const confirmed = await caller.client.account.confirmEmailChange({ body: { code } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: newEmail, emailVerified: true });
  });
});

describe('a password reset', () => {
  it('leaves the address verified, since its code reached the address', async () => {
    const caller = await signedUp();
    expect((await userRowOf(caller.user.id)).emailVerifiedAt).toBeNull();
    expect((await api.client.auth.forgotPassword({ body: { email: caller.email } })).status).toBe(
      200,
    );
    const token = await resetCodeSentTo(api, caller.email);
    const newPassword = 'Kente-Weave-8';
    const reset = await api.client.auth.resetPassword({
      body: { email: caller.email, token, newPassword, confirmPassword: newPassword },
    });
    expect(reset.status).toBe(200);

    const signIn = await api.client.auth.signIn({
      body: { email: caller.email, password: newPassword },
    });
    expect(signIn.status).toBe(200);
    if (signIn.status === 200) expect(signIn.body.user).toMatchObject({ emailVerified: true });
  });
});
