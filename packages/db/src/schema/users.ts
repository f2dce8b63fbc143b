import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, Id, NullableTimestamp, Timestamp } from './types';

export type UserRole = 'user' | 'admin';

export interface UsersTable {
  id: Id;
  username: string;
  /** argon2id hash, never the password itself. */
  password: string;
  /** Stored lower-case (a CHECK enforces it). */
  email: string;
  firstName: string;
  lastName: string;
  role: Generated<UserRole>;
  /** The investor site's language the user chose while signed in (one of the 15 codes). */
  preferredLanguage: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  userId: number;
  createdAt: GeneratedTimestamp;
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
  userAgent: string | null;
  ip: string | null;
}

export interface PasswordResetsTable {
  id: Id;
  userId: number;
  /** Hash of the 6-digit code. */
  codeHash: string;
  expiresAt: Timestamp;
  attempts: Generated<number>;
  usedAt: NullableTimestamp;
  createdAt: GeneratedTimestamp;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserChanges = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;
export type NewPasswordReset = Insertable<PasswordResetsTable>;

export const usersColumns: TableColumns<UsersTable> = {
  id: 'number',
  username: 'string',
  password: 'string',
  email: 'string',
  firstName: 'string',
  lastName: 'string',
  role: 'string',
  preferredLanguage: 'string | null',
  createdAt: 'Date',
  updatedAt: 'Date',
};

export const sessionsColumns: TableColumns<SessionsTable> = {
  id: 'string',
  userId: 'number',
  createdAt: 'Date',
  expiresAt: 'Date',
  revokedAt: 'Date | null',
  userAgent: 'string | null',
  ip: 'string | null',
};

export const passwordResetsColumns: TableColumns<PasswordResetsTable> = {
  id: 'number',
  userId: 'number',
  codeHash: 'string',
  expiresAt: 'Date',
  attempts: 'number',
  usedAt: 'Date | null',
  createdAt: 'Date',
};
