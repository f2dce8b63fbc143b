import type { TableColumns } from './columns';
import { emailOutboxColumns, type EmailOutboxTable } from './email-outbox';
import {
  passwordResetsColumns,
  sessionsColumns,
  usersColumns,
  type PasswordResetsTable,
  type SessionsTable,
  type UsersTable,
} from './users';

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResets: PasswordResetsTable;
  emailOutbox: EmailOutboxTable;
}

/** Every table's columns as the types declare them; schema.test.ts checks them against PostgreSQL. */
export const tableColumns: { [T in keyof DB]: TableColumns<DB[T]> } = {
  users: usersColumns,
  sessions: sessionsColumns,
  passwordResets: passwordResetsColumns,
  emailOutbox: emailOutboxColumns,
};

export type * from './types';
export type * from './users';
export type * from './email-outbox';
export type { ColumnShape, TableColumns } from './columns';
