import { LANGUAGE_MESSAGES } from '@coinvest/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './admin-fixtures';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET and PUT /api/users/me/preferences', () => {
  it('has no language until the user chooses one, then keeps it for every session', async () => {
    const caller = await signedInUser(api);
    const before = await caller.client.users.getMyPreferences();
    expect(before).toMatchObject({ status: 200, body: { language: null } });

    const saved = await caller.client.users.updateMyPreferences({ body: { language: 'fr' } });
    expect(saved).toMatchObject({ status: 200, body: { language: 'fr' } });

    // A second device: a new sign-in of the same account reads the saved choice.
    const signIn = await api.client.auth.signIn({
      body: { email: caller.user.email, password: caller.user.plainPassword },
    });
    if (signIn.status !== 200) throw new Error(`Sign-in failed: ${signIn.status}`);
    const otherDevice = api.clientWithToken(signIn.body.token);
    expect(await otherDevice.users.getMyPreferences()).toMatchObject({
      status: 200,
      body: { language: 'fr' },
    });

    await otherDevice.users.updateMyPreferences({ body: { language: 'ar' } });
    expect((await caller.client.users.getMyPreferences()).body).toEqual({
      language: 'ar',
      currency: null,
    });
  });

  it("changes only the caller's own account", async () => {
    const ama = await signedInUser(api);
    const kofi = await signedInUser(api);
    await ama.client.users.updateMyPreferences({ body: { language: 'sw' } });
    expect((await kofi.client.users.getMyPreferences()).body).toEqual({
      language: null,
      currency: null,
    });
  });

  it.each([['xx'], ['EN'], [''], [42]])('refuses the language %j with a 400', async (language) => {
    const caller = await signedInUser(api);
    const response = await caller.client.users.updateMyPreferences({
      body: { language } as unknown as { language: 'en' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: LANGUAGE_MESSAGES.languageInvalid });
    expect((await caller.client.users.getMyPreferences()).body).toEqual({
      language: null,
      currency: null,
    });
  });

  it('asks a visitor to sign in', async () => {
    expect((await api.client.users.getMyPreferences()).status).toBe(401);
    expect((await api.client.users.updateMyPreferences({ body: { language: 'fr' } })).status).toBe(
      401,
    );
  });

  it('the database itself accepts only the 15 codes', async () => {
    const caller = await signedInUser(api);
    await expect(
      sql`update users set preferred_language = 'xx' where id = ${caller.user.id}`.execute(api.db),
    ).rejects.toThrow(/users_preferred_language_check/);
  });
});
