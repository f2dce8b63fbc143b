import type { Insertable, Selectable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, Id } from './types';

/** A device that signed in to an account, known by the SHA-256 of the random token it keeps. */
export interface SignInDevicesTable {
  id: Id;
  userId: number;
  tokenHash: string;
  createdAt: GeneratedTimestamp;
  lastUsedAt: GeneratedTimestamp;
}

export type SignInDeviceRow = Selectable<SignInDevicesTable>;
export type NewSignInDevice = Insertable<SignInDevicesTable>;

export const signInDevicesColumns: TableColumns<SignInDevicesTable> = {
  id: 'number',
  userId: 'number',
  tokenHash: 'string',
  createdAt: 'Date',
  lastUsedAt: 'Date',
};

/** A forgot-password request waiting for its background job; deleted once handled. */
export interface PasswordResetRequestsTable {
  id: Id;
  /** The address as typed (trimmed, lower-cased), whether or not an account has it. */
  email: string;
  createdAt: GeneratedTimestamp;
}

export type PasswordResetRequestRow = Selectable<PasswordResetRequestsTable>;

export const passwordResetRequestsColumns: TableColumns<PasswordResetRequestsTable> = {
  id: 'number',
  email: 'string',
  createdAt: 'Date',
};
