import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, Id, Numeric, NullableJson } from './types';

export interface ContactMessagesTable {
  id: Id;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** The sender's account, only when they were signed in: the typed address proves nothing. */
  userId: number | null;
  createdAt: GeneratedTimestamp;
}

export interface CurrencyRatesTable {
  /** ISO 4217, e.g. 'GHS'. */
  code: string;
  name: string;
  symbol: string;
  flag: string;
  /** Units of this currency per 1 US dollar, numeric(18,6), > 0. */
  rate: Numeric;
  /** The picker's order; the first is the default currency. */
  sortOrder: Generated<number>;
  updatedAt: GeneratedTimestamp;
  updatedBy: number | null;
}

/** Who changed what, when, with the entity before and after. */
export interface AuditLogTable {
  /** bigint: pg returns it as a string, and we keep it one rather than risk precision. */
  id: Generated<string>;
  actorUserId: number | null;
  action: string;
  entityType: string;
  entityId: string;
  before: NullableJson;
  after: NullableJson;
  ip: string | null;
  createdAt: GeneratedTimestamp;
}

export interface TranslationCacheTable {
  sourceHash: string;
  targetLanguage: string;
  sourceText: string;
  translatedText: string;
  provider: string;
  createdAt: GeneratedTimestamp;
}

export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
export type CurrencyRateRow = Selectable<CurrencyRatesTable>;
export type NewCurrencyRate = Insertable<CurrencyRatesTable>;
export type CurrencyRateChanges = Updateable<CurrencyRatesTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLog = Insertable<AuditLogTable>;
export type TranslationCacheRow = Selectable<TranslationCacheTable>;
export type NewTranslationCache = Insertable<TranslationCacheTable>;

export const contactMessagesColumns: TableColumns<ContactMessagesTable> = {
  id: 'number',
  name: 'string',
  email: 'string',
  phone: 'string | null',
  subject: 'string',
  message: 'string',
  userId: 'number | null',
  createdAt: 'Date',
};

export const currencyRatesColumns: TableColumns<CurrencyRatesTable> = {
  code: 'string',
  name: 'string',
  symbol: 'string',
  flag: 'string',
  rate: 'string',
  sortOrder: 'number',
  updatedAt: 'Date',
  updatedBy: 'number | null',
};

export const auditLogColumns: TableColumns<AuditLogTable> = {
  id: 'string',
  actorUserId: 'number | null',
  action: 'string',
  entityType: 'string',
  entityId: 'string',
  before: 'json | null',
  after: 'json | null',
  ip: 'string | null',
  createdAt: 'Date',
};

export const translationCacheColumns: TableColumns<TranslationCacheTable> = {
  sourceHash: 'string',
  targetLanguage: 'string',
  sourceText: 'string',
  translatedText: 'string',
  provider: 'string',
  createdAt: 'Date',
};
