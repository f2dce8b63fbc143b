import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, JsonValue } from './types';

export type LedgerAccountKind =
  | 'investor_funds'
  | 'project_escrow'
  | 'provider_clearing'
  | 'bank_clearing'
  | 'refunds_payable'
  | 'platform_fees'
  | 'developer_payable';
export type LedgerCurrency = 'USD' | 'GHS';
export type LedgerCauseType =
  'payment' | 'refund' | 'confirmation' | 'release' | 'payout' | 'transfer' | 'reversal';

/** bigint: pg returns it as a string and we keep it one; written as a string too. */
type BigintString = ColumnType<string, string, string>;
type GeneratedBigint = ColumnType<string, string | undefined, never>;

/** One account of the ledger, in one currency, found by its stable key. */
export interface LedgerAccountsTable {
  id: Generated<number>;
  /** Stable and unique: 'project:7:escrow:USD', 'provider_clearing:GHS'. */
  key: string;
  kind: LedgerAccountKind;
  currency: LedgerCurrency;
  /** The investor, for investor_funds only. */
  userId: number | null;
  /** The project, for project_escrow and developer_payable only. */
  projectId: number | null;
  createdAt: GeneratedTimestamp;
}

/** One movement of money; never changed, only reversed. */
export interface LedgerEntriesTable {
  id: GeneratedBigint;
  causeType: LedgerCauseType;
  /** The causing row's id, as text (a payment's id, a refund's id). */
  causeId: string;
  /** The investor whose money moved, when it is one investor's. */
  userId: number | null;
  memo: ColumnType<string, string | undefined, never>;
  reversesEntryId: ColumnType<string | null, string | null | undefined, never>;
  postedAt: ColumnType<Date, Date | string | undefined, never>;
}

/** One line of an entry, signed: a debit positive, a credit negative, in minor units. */
export interface LedgerPostingsTable {
  id: GeneratedBigint;
  entryId: ColumnType<string, string, never>;
  accountId: ColumnType<number, number, never>;
  /** Always the account's currency (a composite foreign key). */
  currency: ColumnType<LedgerCurrency, LedgerCurrency, never>;
  amountMinor: BigintString;
}

/** One run of the reconciliation and what it found. */
export interface LedgerChecksTable {
  id: Generated<number>;
  checkedAt: GeneratedTimestamp;
  accountsChecked: number;
  entriesChecked: number;
  differences: number;
  /** Each difference found, as JSON text on the way in (see types.ts). */
  details: ColumnType<JsonValue, string | undefined, string>;
}

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
export type NewLedgerAccount = Insertable<LedgerAccountsTable>;
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type NewLedgerEntry = Insertable<LedgerEntriesTable>;
export type LedgerPostingRow = Selectable<LedgerPostingsTable>;
export type NewLedgerPosting = Insertable<LedgerPostingsTable>;
export type LedgerCheckRow = Selectable<LedgerChecksTable>;

export const ledgerAccountsColumns: TableColumns<LedgerAccountsTable> = {
  id: 'number',
  key: 'string',
  kind: 'string',
  currency: 'string',
  userId: 'number | null',
  projectId: 'number | null',
  createdAt: 'Date',
};

export const ledgerEntriesColumns: TableColumns<LedgerEntriesTable> = {
  id: 'string',
  causeType: 'string',
  causeId: 'string',
  userId: 'number | null',
  memo: 'string',
  reversesEntryId: 'string | null',
  postedAt: 'Date',
};

export const ledgerPostingsColumns: TableColumns<LedgerPostingsTable> = {
  id: 'string',
  entryId: 'string',
  accountId: 'number',
  currency: 'string',
  amountMinor: 'string',
};

export const ledgerChecksColumns: TableColumns<LedgerChecksTable> = {
  id: 'number',
  checkedAt: 'Date',
  accountsChecked: 'number',
  entriesChecked: 'number',
  differences: 'number',
  details: 'json',
};
