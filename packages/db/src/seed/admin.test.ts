import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { verifyPassword } from '../passwords';
import { createTestDatabase, createUser, type TestDatabase } from '../testing';
import { ensureAdmin } from './admin';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase(inject('testPostgres'));
});

afterAll(async () => {
  await t.destroy();
});

it('creates the admin once, with a hashed password', async () => {
  const first = await ensureAdmin(t.db, { email: ' Admin@Example.com ', password: 'Secret123!' });
  expect(first.created).toBe(true);
  expect(first.user).toMatchObject({
    email: 'admin@example.com',
    role: 'admin',
    username: 'admin',
  });
  expect(await verifyPassword(first.user.password, 'Secret123!')).toBe(true);

  const second = await ensureAdmin(t.db, { email: 'admin@example.com', password: 'Other456!' });
  expect(second.created).toBe(false);
  expect(second.user.id).toBe(first.user.id);
  // The password is not overwritten at start-up.
  expect(await verifyPassword(second.user.password, 'Secret123!')).toBe(true);

  const admins = await t.db.selectFrom('users').where('role', '=', 'admin').selectAll().execute();
  expect(admins).toHaveLength(1);
});

it('promotes an existing account with that e-mail to admin', async () => {
  const user = await createUser(t.db, { email: 'boss@example.com' });
  const result = await ensureAdmin(t.db, {
    email: 'boss@example.com',
    password: 'ignored',
    username: 'boss',
  });
  expect(result).toMatchObject({ created: false, user: { id: user.id, role: 'admin' } });
  expect(await verifyPassword(result.user.password, user.plainPassword)).toBe(true);
});

it('says which username is in the way', async () => {
  await createUser(t.db, { username: 'root_user' });
  await expect(
    ensureAdmin(t.db, { email: 'new-admin@example.com', password: 'x', username: 'root_user' }),
  ).rejects.toThrow("the username 'root_user' belongs to another account");
});
