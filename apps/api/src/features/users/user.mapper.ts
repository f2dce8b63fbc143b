import type { TUser } from '@coinvest/contract';
import type { UserRow } from '@coinvest/db';

/** The one place a users row becomes what the API shows: never the password hash. */
export function toUser(row: UserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
