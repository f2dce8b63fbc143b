import type { Transaction } from 'kysely';
import { hashPassword } from '../passwords';
import type { DB } from '../schema';

/**
 * A second demo admin: a change of the payment instructions takes two admins (one proposes,
 * another approves), so development needs two to try it. Demo data only, which production
 * refuses; it signs in with the demo investor's password (README, Demo accounts).
 */
export const DEMO_SECOND_ADMIN = {
  username: 'second_admin',
  email: 'admin2@example.com',
  firstName: 'Kwame',
  lastName: 'Boateng',
} as const;

/** Creates the second admin once; an existing account with its address is left as it is. */
export async function seedSecondAdmin(tx: Transaction<DB>, password: string): Promise<void> {
  const existing = await tx
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_SECOND_ADMIN.email)
    .executeTakeFirst();
  if (existing) return;
  await tx
    .insertInto('users')
    .values({
      ...DEMO_SECOND_ADMIN,
      role: 'admin',
      password: await hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    .execute();
}
