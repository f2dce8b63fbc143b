import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, Id, NullableTimestamp } from './types';

export type EmailStatus = 'pending' | 'sent' | 'failed';

export interface EmailOutboxTable {
  id: Id;
  toAddress: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  status: Generated<EmailStatus>;
  attempts: Generated<number>;
  lastError: string | null;
  createdAt: GeneratedTimestamp;
  sentAt: NullableTimestamp;
}

export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type NewEmailOutbox = Insertable<EmailOutboxTable>;
export type EmailOutboxChanges = Updateable<EmailOutboxTable>;

export const emailOutboxColumns: TableColumns<EmailOutboxTable> = {
  id: 'number',
  toAddress: 'string',
  subject: 'string',
  bodyText: 'string',
  bodyHtml: 'string | null',
  status: 'string',
  attempts: 'number',
  lastError: 'string | null',
  createdAt: 'Date',
  sentAt: 'Date | null',
};
