import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, NullableTimestamp } from './types';

export type PayoutAccountKind = 'bank_account' | 'mobile_money';
export type EscrowReleaseStatus =
  'awaiting_approval' | 'transferring' | 'paid' | 'failed' | 'reversed' | 'rejected';

/** bigint: pg returns it as a string and we keep it one; written as a string too. */
type BigintString = ColumnType<string, string, string>;

/** One tranche of a project's release plan: a milestone's share of the escrow. */
export interface ReleaseTranchesTable {
  id: Generated<number>;
  projectId: number;
  /** Null for the opening tranche, released at funding close. */
  milestoneId: number | null;
  /** Basis points of the escrow: 1 to 10000. */
  shareBps: number;
  createdAt: GeneratedTimestamp;
}

/** Where a developer's released money goes, as the provider resolved and registered it. */
export interface DeveloperPayoutAccountsTable {
  developerId: number;
  kind: PayoutAccountKind;
  bankCode: string;
  accountNumber: string;
  /** The name the provider found on the account. */
  accountName: string;
  /** The provider's transfer recipient. */
  recipientCode: string;
  verifiedAt: Date;
  updatedBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** Money leaving a project's escrow for its developer, in cedis, approved by a second admin. */
export interface EscrowReleasesTable {
  id: Generated<number>;
  projectId: number;
  /** Null for the opening tranche. */
  milestoneId: number | null;
  amountMinor: BigintString;
  currency: Generated<'GHS'>;
  reason: string;
  status: Generated<EscrowReleaseStatus>;
  requestedBy: number;
  requestedAt: GeneratedTimestamp;
  approvedBy: number | null;
  approvedAt: NullableTimestamp;
  rejectedBy: number | null;
  /** The developer and recipient the transfer went to, fixed at approval. */
  developerId: number | null;
  recipientCode: string | null;
  /** Ours, unique: the provider's transfer and its webhooks name the release by it. */
  transferReference: string | null;
  /** The provider's code of the transfer, once it accepted it. */
  transferCode: string | null;
  /** Escrow to the developer's payable. */
  releaseEntryId: string | null;
  /** The payable out through the provider. */
  transferEntryId: string | null;
  failureReason: string | null;
  paidAt: NullableTimestamp;
  /** When it failed, was reversed or rejected. */
  endedAt: NullableTimestamp;
  updatedAt: GeneratedTimestamp;
}

export type ReleaseTrancheRow = Selectable<ReleaseTranchesTable>;
export type NewReleaseTranche = Insertable<ReleaseTranchesTable>;
export type DeveloperPayoutAccountRow = Selectable<DeveloperPayoutAccountsTable>;
export type NewDeveloperPayoutAccount = Insertable<DeveloperPayoutAccountsTable>;
export type EscrowReleaseRow = Selectable<EscrowReleasesTable>;
export type NewEscrowRelease = Insertable<EscrowReleasesTable>;
export type EscrowReleaseChanges = Updateable<EscrowReleasesTable>;

export const releaseTranchesColumns: TableColumns<ReleaseTranchesTable> = {
  id: 'number',
  projectId: 'number',
  milestoneId: 'number | null',
  shareBps: 'number',
  createdAt: 'Date',
};

export const developerPayoutAccountsColumns: TableColumns<DeveloperPayoutAccountsTable> = {
  developerId: 'number',
  kind: 'string',
  bankCode: 'string',
  accountNumber: 'string',
  accountName: 'string',
  recipientCode: 'string',
  verifiedAt: 'Date',
  updatedBy: 'number | null',
  createdAt: 'Date',
  updatedAt: 'Date',
};

export const escrowReleasesColumns: TableColumns<EscrowReleasesTable> = {
  id: 'number',
  projectId: 'number',
  milestoneId: 'number | null',
  amountMinor: 'string',
  currency: 'string',
  reason: 'string',
  status: 'string',
  requestedBy: 'number',
  requestedAt: 'Date',
  approvedBy: 'number | null',
  approvedAt: 'Date | null',
  rejectedBy: 'number | null',
  developerId: 'number | null',
  recipientCode: 'string | null',
  transferReference: 'string | null',
  transferCode: 'string | null',
  releaseEntryId: 'string | null',
  transferEntryId: 'string | null',
  failureReason: 'string | null',
  paidAt: 'Date | null',
  endedAt: 'Date | null',
  updatedAt: 'Date',
};
