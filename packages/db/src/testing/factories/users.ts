import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../passwords';
import type { DB, NewUser, UserRow } from '../../schema';
import { uniqueSuffix } from './unique';

export const DEFAULT_TEST_PASSWORD = 'Password1!';

// argon2id is slow on purpose; most tests use the default password, so hash it once.
let defaultPasswordHash: Promise<string> | undefined;

function passwordHashFor(plain: string): Promise<string> {
  if (plain !== DEFAULT_TEST_PASSWORD) return hashPassword(plain);
  defaultPasswordHash ??= hashPassword(DEFAULT_TEST_PASSWORD);
  return defaultPasswordHash;
}

export type UserOverrides = Partial<Omit<NewUser, 'password'>> & {
  /** The plain password; it is stored hashed. */
  password?: string;
};

export type TestUser = UserRow & { plainPassword: string };

export async function createUser(
  db: Kysely<DB> | Transaction<DB>,
  overrides: UserOverrides = {},
): Promise<TestUser> {
  const suffix = uniqueSuffix();
  const { password: plainPassword = DEFAULT_TEST_PASSWORD, ...columns } = overrides;
  const user = await db
    .insertInto('users')
    .values({
      username: `kwame_${suffix}`,
      email: `kwame.${suffix}@example.com`,
      firstName: 'Kwame',
      lastName: 'Mensah',
      // Verified, as most accounts a test needs; an unverified one passes emailVerifiedAt: null.
      emailVerifiedAt: new Date(),
      ...columns,
      password: await passwordHashFor(plainPassword),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...user, plainPassword };
}

export function createAdmin(
  db: Kysely<DB> | Transaction<DB>,
  overrides: UserOverrides = {},
): Promise<TestUser> {
  return createUser(db, { firstName: 'Ama', lastName: 'Owusu', ...overrides, role: 'admin' });
}
