import type { Kysely } from 'kysely';
import { hashPassword } from '../passwords';
import type { DB, UserRow } from '../schema';

export interface EnsureAdminOptions {
  email: string;
  password: string;
  username?: string;
  firstName?: string;
  lastName?: string;
}

export interface EnsureAdminResult {
  user: UserRow;
  /** false when the account existed; its password is then left as it was. */
  created: boolean;
}

/**
 * Makes sure the admin account with this e-mail exists. Safe to run at every start-up and from
 * several instances at once. An existing non-admin account with that e-mail is refused, never
 * promoted: anyone could have registered the address first and would get the admin panel.
 */
export async function ensureAdmin(
  db: Kysely<DB>,
  options: EnsureAdminOptions,
): Promise<EnsureAdminResult> {
  const email = options.email.trim().toLowerCase();
  const username = options.username ?? 'admin';

  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();

  let created = false;
  if (!existing) {
    const usernameTaken = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    if (usernameTaken) {
      throw new Error(
        `Cannot create the admin ${email}: the username '${username}' belongs to another account.`,
      );
    }
    const inserted = await db
      .insertInto('users')
      .values({
        username,
        email,
        password: await hashPassword(options.password),
        firstName: options.firstName ?? 'Platform',
        lastName: options.lastName ?? 'Admin',
        role: 'admin',
        // The operator chose this address: the admin never proves it with a code.
        emailVerifiedAt: new Date(),
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    created = inserted !== undefined;
  }

  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  if (user.role !== 'admin') {
    throw new Error(
      `Cannot make ${email} the admin: a non-admin account already uses that e-mail (anyone can sign up with it). ` +
        'Set ADMIN_EMAIL to an address with no account, or remove that account first.',
    );
  }
  return { user, created };
}
