import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, createUser, type TestDatabase } from './testing';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase(inject('testPostgres'));
});

afterAll(async () => {
  await t.destroy();
});

describe('users', () => {
  it('gets the user role, integer ids and timestamps by default', async () => {
    const user = await createUser(t.db);
    expect(user.role).toBe('user');
    expect(typeof user.id).toBe('number');
    expect(user.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a second account with the same e-mail or username', async () => {
    const user = await createUser(t.db);
    await expect(createUser(t.db, { email: user.email })).rejects.toThrow(/users_email_key/);
    await expect(createUser(t.db, { username: user.username })).rejects.toThrow(
      /users_username_key/,
    );
  });

  it('refuses an e-mail that is not lower-case and an unknown role', async () => {
    await expect(createUser(t.db, { email: 'Kofi@Example.com' })).rejects.toThrow(
      /users_email_lower_case_check/,
    );
    await expect(createUser(t.db, { role: 'owner' as 'user' })).rejects.toThrow(/users_role_check/);
  });

  it('moves updated_at forward on every change', async () => {
    const user = await createUser(t.db, { updatedAt: '2025-01-01T00:00:00Z' });
    const updated = await t.db
      .updateTable('users')
      .set({ firstName: 'Kojo' })
      .where('id', '=', user.id)
      .returning(['firstName', 'updatedAt'])
      .executeTakeFirstOrThrow();
    expect(updated.firstName).toBe('Kojo');
    expect(updated.updatedAt.getTime()).toBeGreaterThan(user.updatedAt.getTime());
  });

  it("deletes a user's sessions and reset codes with the user", async () => {
    const user = await createUser(t.db);
    const session = await t.db
      .insertInto('sessions')
      .values({ userId: user.id, expiresAt: new Date(Date.now() + 60_000), ip: '127.0.0.1' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.revokedAt).toBeNull();
    await t.db
      .insertInto('passwordResets')
      .values({ userId: user.id, codeHash: 'x', expiresAt: new Date(Date.now() + 60_000) })
      .execute();

    await t.db.deleteFrom('users').where('id', '=', user.id).execute();

    const left = await Promise.all([
      t.db.selectFrom('sessions').where('userId', '=', user.id).selectAll().execute(),
      t.db.selectFrom('passwordResets').where('userId', '=', user.id).selectAll().execute(),
    ]);
    expect(left).toEqual([[], []]);
  });
});

describe('email_outbox', () => {
  it('queues a message as pending and refuses an unknown status', async () => {
    const message = await t.db
      .insertInto('emailOutbox')
      .values({ toAddress: 'ama@example.com', subject: 'Your code', bodyText: '123456' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });

    await expect(
      t.db
        .updateTable('emailOutbox')
        .set({ status: 'lost' as 'sent' })
        .where('id', '=', message.id)
        .execute(),
    ).rejects.toThrow(/email_outbox_status_check/);
  });
});
