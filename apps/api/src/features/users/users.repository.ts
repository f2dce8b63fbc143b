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

/**
 * Locks the user's row until the transaction ends: what makes changes that count or replace the
 * account's rows (its goals, its deletion) wait for one another.
 */
export async function lockUser(db: Executor, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
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

export async function findPreferences(
  db: Executor,
  userId: number,
): Promise<{ language: string | null; currency: string | null }> {
  const row = await db
    .selectFrom('users')
    .select(['preferredLanguage', 'preferredCurrency'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return { language: row?.preferredLanguage ?? null, currency: row?.preferredCurrency ?? null };
}

export async function updatePreferences(
  db: Executor,
  userId: number,
  { language, currency }: { language?: string; currency?: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(language !== undefined && { preferredLanguage: language }),
      ...(currency !== undefined && { preferredCurrency: currency }),
    })
    .where('id', '=', userId)
    .execute();
}

/** Whether another account holds this username, compared without case. */
export async function isUsernameTakenByOther(
  db: Executor,
  { username, userId }: { username: string; userId: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(${sql.ref('username')})`, '=', username.toLowerCase())
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export function updateUserProfile(
  db: Executor,
  userId: number,
  profile: { firstName: string; lastName: string; username: string },
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set(profile)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The address was proven by a code sent to it. */
export function markEmailVerified(db: Executor, userId: number, now: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ emailVerifiedAt: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new address confirmed with the code sent to it, so it counts as verified. */
export function updateUserEmail(
  db: Executor,
  userId: number,
  email: string,
  now: Date,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ email, emailVerifiedAt: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The saved language of each of these users (null: none chosen), for texts written to them. */
export async function findLanguagesOfUsers(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'preferredLanguage'])
    .where('id', '=', sql<number>`any(${[...new Set(userIds)]}::integer[])`)
    .execute();
  return new Map(rows.map((row) => [row.id, row.preferredLanguage]));
}
