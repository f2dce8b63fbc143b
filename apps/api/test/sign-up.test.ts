import { USER_MESSAGES } from '@coinvest/contract';
import { createUser } from '@coinvest/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let counter = 0;
function newAccount() {
  counter += 1;
  return {
    username: `ama_mensah_${counter}`,
    email: `ama.mensah.${counter}@example.com`,
    password: 'Kente-Weave-7',
    firstName: 'Ama',
    lastName: 'Mensah',
  };
}

describe('POST /api/users (sign-up)', () => {
  it('creates a plain user and answers it without any password', async () => {
    const account = newAccount();
    const response = await api.client.users.signUp({
      body: { ...account, email: `  ${account.email.toUpperCase()} ` },
    });

    expect(response.status).toBe(201);
    if (response.status !== 201) return;
    expect(response.body).toEqual({
      id: expect.any(Number) as number,
      username: account.username,
      email: account.email,
      firstName: 'Ama',
      lastName: 'Mensah',
      role: 'user',
      emailVerified: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
    expect(response.body).not.toHaveProperty('password');

    const stored = await api.db
      .selectFrom('users')
      .select(['password', 'email'])
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe(account.email);
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(stored.password).not.toContain(account.password);
  });

  it.each(['qwerty123', 'Password1', 'ILOVEYOU'])(
    'refuses %s, one of the common breached passwords, whatever its case, creating nothing',
    async (password) => {
      const account = newAccount();
      const response = await api.client.users.signUp({ body: { ...account, password } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: USER_MESSAGES.passwordTooCommon,
        errorCode: 'PASSWORD_TOO_COMMON',
      });
      const stored = await api.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirst();
      expect(stored).toBeUndefined();
    },
  );

  it('never takes the role from the request', async () => {
    const response = await api.client.users.signUp({
      body: { ...newAccount(), role: 'admin' } as ReturnType<typeof newAccount>,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ role: 'user' });
  });

  it.each([
    ['username', 'am', USER_MESSAGES.usernameTooShort],
    ['username', 'a'.repeat(31), USER_MESSAGES.usernameTooLong],
    ['username', 'ama mensah!', USER_MESSAGES.usernameInvalid],
    ['email', 'not-an-email', USER_MESSAGES.emailInvalid],
    ['password', '12345', USER_MESSAGES.passwordTooShort],
    ['password', 'x'.repeat(129), USER_MESSAGES.passwordTooLong],
    ['firstName', '   ', USER_MESSAGES.firstNameRequired],
    ['lastName', '', USER_MESSAGES.lastNameRequired],
    ['firstName', 'A'.repeat(101), USER_MESSAGES.nameTooLong],
  ])('refuses %s %j with "%s"', async (field, value, message) => {
    const response = await api.client.users.signUp({ body: { ...newAccount(), [field]: value } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message,
      errorCode: 'VALIDATION_FAILED',
      issues: [{ path: field, message }],
    });
  });

  it('lists every problem of the body, the first one as the message', async () => {
    const response = await api.client.users.signUp({
      body: { ...newAccount(), username: 'a', email: 'nope' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: USER_MESSAGES.usernameTooShort,
      errorCode: 'VALIDATION_FAILED',
      issues: [
        { path: 'username', message: USER_MESSAGES.usernameTooShort },
        { path: 'email', message: USER_MESSAGES.emailInvalid },
      ],
    });
  });

  it('refuses a taken username, whatever its case', async () => {
    const existing = await createUser(api.db);
    const response = await api.client.users.signUp({
      body: { ...newAccount(), username: existing.username.toUpperCase() },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: USER_MESSAGES.usernameTaken,
      errorCode: 'USERNAME_TAKEN',
    });
  });

  it('refuses a taken e-mail, whatever its case', async () => {
    const existing = await createUser(api.db);
    const response = await api.client.users.signUp({
      body: { ...newAccount(), email: existing.email.toUpperCase() },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: USER_MESSAGES.emailTaken, errorCode: 'EMAIL_TAKEN' });
  });

  it('creates one account when two sign-ups race for the same username', async () => {
    const first = newAccount();
    const second = { ...newAccount(), username: first.username };
    const responses = await Promise.all([
      api.client.users.signUp({ body: first }),
      api.client.users.signUp({ body: second }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.status === 409);
    expect(refused?.body).toEqual({
      message: USER_MESSAGES.usernameTaken,
      errorCode: 'USERNAME_TAKEN',
    });
    const rows = await api.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', first.username)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('creates one account when two sign-ups race for one username in different cases', async () => {
    const first = newAccount();
    const second = { ...newAccount(), username: first.username.toUpperCase() };
    const responses = await Promise.all([
      api.client.users.signUp({ body: first }),
      api.client.users.signUp({ body: second }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await api.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', first.username.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
  });
});
