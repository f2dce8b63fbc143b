import type { NewUser, UserRow } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/** E-mails are stored lower-case (a CHECK enforces it); callers pass them normalised. */
export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Usernames are compared without case, so "Ama" cannot pass for "ama". */
export async function findTakenIdentifiers(
  db: Executor,
  { username, email }: { username: string; email: string },
): Promise<{ usernameTaken: boolean; emailTaken: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref('username')})`, '=', username.toLowerCase()),
        eb('email', '=', email),
      ]),
    )
    .execute();
  return {
    usernameTaken: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    emailTaken: rows.some((row) => row.email === email),
  };
}

export function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUserPassword(
  db: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.updateTable('users').set({ password: passwordHash }).where('id', '=', userId).execute();
}

export async function findPreferredLanguage(db: Executor, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('preferredLanguage')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.preferredLanguage ?? null;
}

export async function updatePreferredLanguage(
  db: Executor,
  userId: number,
  language: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ preferredLanguage: language })
    .where('id', '=', userId)
    .execute();
}
