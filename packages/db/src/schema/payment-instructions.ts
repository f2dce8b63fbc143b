import type { Generated, Insertable, Selectable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp } from './types';

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

export const mobileMoneyMerchantsColumns: TableColumns<MobileMoneyMerchantsTable> = {
  network: 'string',
  merchantName: 'string',
  merchantNumber: 'string',
};
