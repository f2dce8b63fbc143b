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

it('refuses to make an existing non-admin account the admin', async () => {
  // Someone could register the admin's address before the first start: promoting that account
  // would hand them the admin panel with their own password.
  const user = await createUser(t.db, { email: 'boss@example.com' });
  await expect(
    ensureAdmin(t.db, { email: ' Boss@Example.com', password: 'ignored', username: 'boss' }),
  ).rejects.toThrow(
    'Cannot make boss@example.com the admin: a non-admin account already uses that e-mail',
  );
  const after = await t.db
    .selectFrom('users')
    .select('role')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  expect(after.role).not.toBe('admin');
});

it('says which username is in the way', async () => {
  await createUser(t.db, { username: 'root_user' });
  await expect(
    ensureAdmin(t.db, { email: 'new-admin@example.com', password: 'x', username: 'root_user' }),
  ).rejects.toThrow("the username 'root_user' belongs to another account");
});
