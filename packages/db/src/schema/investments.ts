import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type {
  GeneratedNumeric,
  GeneratedTimestamp,
  Id,
  Numeric,
  NullableJson,
  NullableTimestamp,
} from './types';

export type InvestmentStatus =
  'pending' | 'pending_payment' | 'confirmed' | 'cancelled' | 'expired';

/** Amounts are US dollars, numeric(15,2). */
export interface InvestmentsTable {
  id: Id;
  userId: number;
  projectId: number;
  unitId: number;
  amount: Numeric;
  /** amount / unit price x 100, numeric(5,2), computed by the server. */
  ownershipPercentage: Numeric;
  currentValue: Numeric;
  profitShare: GeneratedNumeric;
  status: Generated<InvestmentStatus>;
  paymentMethod: string | null;
  paymentReference: string | null;
  paymentDeadline: NullableTimestamp;
  paymentConfirmedBy: number | null;
  paymentConfirmedAt: NullableTimestamp;
  /** Cedis per dollar on the day of the investment, numeric(18,6). */
  usdToGhsRate: Numeric;
  satisfactionConfirmed: Generated<boolean>;
  satisfactionConfirmedAt: NullableTimestamp;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** A replayed request with the same Idempotency-Key gets the first answer back. */
export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  requestHash: string;
  /** null while the first request is still running. */
  responseStatus: number | null;
  /** The investment's row as the first request wrote it (to_jsonb); null while it runs. */
  investmentRow: NullableJson;
  createdAt: GeneratedTimestamp;
}

export type InvestmentRow = Selectable<InvestmentsTable>;
export type NewInvestment = Insertable<InvestmentsTable>;
export type InvestmentChanges = Updateable<InvestmentsTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
export type NewIdempotencyKey = Insertable<IdempotencyKeysTable>;

export const investmentsColumns: TableColumns<InvestmentsTable> = {
  id: 'number',
  userId: 'number',
  projectId: 'number',
  unitId: 'number',
  amount: 'string',
  ownershipPercentage: 'string',
  currentValue: 'string',
  profitShare: 'string',
  status: 'string',
  paymentMethod: 'string | null',
  paymentReference: 'string | null',
  paymentDeadline: 'Date | null',
  paymentConfirmedBy: 'number | null',
  paymentConfirmedAt: 'Date | null',
  usdToGhsRate: 'string',
  satisfactionConfirmed: 'boolean',
  satisfactionConfirmedAt: 'Date | null',
  createdAt: 'Date',
  updatedAt: 'Date',
};

export const idempotencyKeysColumns: TableColumns<IdempotencyKeysTable> = {
  userId: 'number',
  key: 'string',
  requestHash: 'string',
  responseStatus: 'number | null',
  investmentRow: 'json | null',
  createdAt: 'Date',
};
