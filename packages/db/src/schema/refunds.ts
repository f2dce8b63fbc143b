import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, NullableTimestamp } from './types';

export type RefundStatus = 'pending' | 'processed' | 'failed';

/** bigint: pg returns it as a string and we keep it one; written as a string too. */
type BigintString = ColumnType<string, string, string>;

/** Money sent back through the provider for a payment it could not honour. */
export interface RefundsTable {
  id: Generated<number>;
  /** The payment refunded, by our reference. */
  paymentReference: string;
  /** The whole amount the provider took, in the minor unit of `currency`. */
  amountMinor: BigintString;
  currency: string;
  status: Generated<RefundStatus>;
  /** The provider's id of the refund, once it accepted it. */
  providerRefundId: string | null;
  /** The entry paying it out of refunds payable, once the provider accepted it. */
  ledgerEntryId: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  processedAt: NullableTimestamp;
  failedAt: NullableTimestamp;
}

export type RefundRow = Selectable<RefundsTable>;
export type NewRefund = Insertable<RefundsTable>;
export type RefundChanges = Updateable<RefundsTable>;

export const refundsColumns: TableColumns<RefundsTable> = {
  id: 'number',
  paymentReference: 'string',
  amountMinor: 'string',
  currency: 'string',
  status: 'string',
  providerRefundId: 'string | null',
  ledgerEntryId: 'string | null',
  createdAt: 'Date',
  updatedAt: 'Date',
  processedAt: 'Date | null',
  failedAt: 'Date | null',
};
