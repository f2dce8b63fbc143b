import type { Generated, Insertable, Selectable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, Json, NullableTimestamp } from './types';

/** The escrow bank account investors pay into: one row, id 1. */
export interface PaymentInstructionsTable {
  id: Generated<number>;
  bankName: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  swiftCode: string;
  updatedAt: GeneratedTimestamp;
  updatedBy: number | null;
}

/** One mobile-money merchant per network: 'mtn_momo', 'telecel_cash', 'airteltigo_money'. */
export interface MobileMoneyMerchantsTable {
  network: string;
  merchantName: string;
  merchantNumber: string;
}

export type PaymentInstructionProposalStatus = 'pending' | 'approved' | 'rejected';

/** A change of the instructions waiting for a second admin; one pending at a time. */
export interface PaymentInstructionProposalsTable {
  id: Generated<number>;
  /** The whole proposed set: { bankAccount, mobileMoney }. */
  instructions: Json;
  status: Generated<PaymentInstructionProposalStatus>;
  proposedBy: number;
  proposedAt: GeneratedTimestamp;
  decidedBy: number | null;
  decidedAt: NullableTimestamp;
}

export type PaymentInstructionsRow = Selectable<PaymentInstructionsTable>;
export type NewPaymentInstructions = Insertable<PaymentInstructionsTable>;
export type MobileMoneyMerchantRow = Selectable<MobileMoneyMerchantsTable>;
export type NewMobileMoneyMerchant = Insertable<MobileMoneyMerchantsTable>;

export const paymentInstructionsColumns: TableColumns<PaymentInstructionsTable> = {
  id: 'number',
  bankName: 'string',
  branch: 'string',
  accountName: 'string',
  accountNumber: 'string',
  swiftCode: 'string',
  updatedAt: 'Date',
  updatedBy: 'number | null',
};

export type PaymentInstructionProposalRow = Selectable<PaymentInstructionProposalsTable>;

export const paymentInstructionProposalsColumns: TableColumns<PaymentInstructionProposalsTable> = {
  id: 'number',
  instructions: 'json',
  status: 'string',
  proposedBy: 'number',
  proposedAt: 'Date',
  decidedBy: 'number | null',
  decidedAt: 'Date | null',
};

export const mobileMoneyMerchantsColumns: TableColumns<MobileMoneyMerchantsTable> = {
  network: 'string',
  merchantName: 'string',
  merchantNumber: 'string',
};
