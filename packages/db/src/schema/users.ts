import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, Id, NullableTimestamp, Timestamp } from './types';

/** An inspector signs off progress updates of the projects assigned to them, nothing else. */
export type UserRole = 'user' | 'admin' | 'inspector';

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
  /** The currency the user chose while signed in (a currency_rates code). */
  preferredCurrency: string | null;
  /** When the account proved its address with an e-mailed code; null until then. */
  emailVerifiedAt: NullableTimestamp;
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
  /** Moved forward at most once a minute, for the idle limit. */
  lastSeenAt: GeneratedTimestamp;
  /** Null: no idle limit (investors); admins' sessions end after this many idle minutes. */
  idleTimeoutMinutes: number | null;
  /** The session began with a second-factor code (or recovery code). */
  secondFactorVerified: Generated<boolean>;
}

/** An account's authenticator (TOTP) secret; on once confirmed. */
export interface UserSecondFactorsTable {
  userId: number;
  /** Encrypted by the API, never the secret itself. */
  secretEncrypted: string;
  confirmedAt: NullableTimestamp;
  /** RFC 6238 time step of the last accepted code, so no code is accepted twice. */
  lastUsedStep: number | null;
  createdAt: GeneratedTimestamp;
  /** Wrong codes since the last right one. */
  failedAttempts: Generated<number>;
  /** Set after too many wrong codes: no code is taken until the e-mailed link unlocks it. */
  lockedAt: NullableTimestamp;
  /** The unlock link's token as its keyed hash (HMAC), usable once until it expires. */
  unlockTokenHash: string | null;
  unlockExpiresAt: NullableTimestamp;
}

export interface RecoveryCodesTable {
  id: Id;
  userId: number;
  /** argon2id hash of the one-time code. */
  codeHash: string;
  usedAt: NullableTimestamp;
  createdAt: GeneratedTimestamp;
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

/** A new e-mail address waiting for the code sent to it. */
export interface EmailChangesTable {
  id: Id;
  userId: number;
  /** Stored lower-case, like users.email. */
  newEmail: string;
  /** HMAC of the 6-digit code. */
  codeHash: string;
  expiresAt: Timestamp;
  attempts: Generated<number>;
  usedAt: NullableTimestamp;
  createdAt: GeneratedTimestamp;
}

/** The code e-mailed at sign-up, proving the account's address. */
export interface EmailVerificationsTable {
  id: Id;
  userId: number;
  /** HMAC of the 6-digit code. */
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
export type UserSecondFactorRow = Selectable<UserSecondFactorsTable>;
export type RecoveryCodeRow = Selectable<RecoveryCodesTable>;
export type NewPasswordReset = Insertable<PasswordResetsTable>;
export type EmailChangeRow = Selectable<EmailChangesTable>;
export type EmailVerificationRow = Selectable<EmailVerificationsTable>;

export const usersColumns: TableColumns<UsersTable> = {
  id: 'number',
  username: 'string',
  password: 'string',
  email: 'string',
  firstName: 'string',
  lastName: 'string',
  role: 'string',
  preferredLanguage: 'string | null',
  preferredCurrency: 'string | null',
  emailVerifiedAt: 'Date | null',
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
  lastSeenAt: 'Date',
  idleTimeoutMinutes: 'number | null',
  secondFactorVerified: 'boolean',
};

export const userSecondFactorsColumns: TableColumns<UserSecondFactorsTable> = {
  userId: 'number',
  secretEncrypted: 'string',
  confirmedAt: 'Date | null',
  lastUsedStep: 'number | null',
  createdAt: 'Date',
  failedAttempts: 'number',
  lockedAt: 'Date | null',
  unlockTokenHash: 'string | null',
  unlockExpiresAt: 'Date | null',
};

export const recoveryCodesColumns: TableColumns<RecoveryCodesTable> = {
  id: 'number',
  userId: 'number',
  codeHash: 'string',
  usedAt: 'Date | null',
  createdAt: 'Date',
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

export const emailChangesColumns: TableColumns<EmailChangesTable> = {
  id: 'number',
  userId: 'number',
  newEmail: 'string',
  codeHash: 'string',
  expiresAt: 'Date',
  attempts: 'number',
  usedAt: 'Date | null',
  createdAt: 'Date',
};

export const emailVerificationsColumns: TableColumns<EmailVerificationsTable> = {
  id: 'number',
  userId: 'number',
  codeHash: 'string',
  expiresAt: 'Date',
  attempts: 'number',
  usedAt: 'Date | null',
  createdAt: 'Date',
};
