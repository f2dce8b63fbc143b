import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type {
  GeneratedTimestamp,
  Json,
  Numeric,
  NullableNumeric,
  NullableTimestamp,
} from './types';

export type PaymentProvider = 'paystack' | 'bank_transfer';
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'abandoned' | 'exception';
export type PaymentEventOutcome = 'confirmed' | 'failed' | 'exception' | 'ignored';

/** bigint: pg returns it as a string and we keep it one; written as a string too. */
type BigintString = ColumnType<string, string, string>;

/** One attempt to pay an investment, written before the provider is asked. */
export interface PaymentsTable {
  id: Generated<number>;
  investmentId: number;
  userId: number;
  /** Our own, unique: what the provider and its webhooks name the payment by. */
  reference: string;
  provider: PaymentProvider;
  /** 'mobile_money' | 'card' for the provider; null for a bank transfer. */
  channel: string | null;
  status: Generated<PaymentStatus>;
  /** The charged amount in the currency's minor unit (pesewas, cents). */
  amountMinor: BigintString;
  currency: string;
  /** Units of `currency` per US dollar it was converted at, numeric(18,6); null in dollars. */
  rate: NullableNumeric;
  /** The investment's amount in US dollars, numeric(15,2). */
  investmentAmount: Numeric;
  providerTransactionId: string | null;
  authorizationUrl: string | null;
  /** Why money that arrived did not confirm the investment; set exactly when status is exception. */
  exceptionReason: string | null;
  createdAt: GeneratedTimestamp;
  confirmedAt: NullableTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** A provider's notification as received, once per event and reference. */
export interface PaymentEventsTable {
  id: Generated<string>;
  provider: PaymentProvider;
  event: string;
  reference: string;
  paymentId: number | null;
  payload: Json;
  outcome: PaymentEventOutcome;
  exceptionReason: string | null;
  receivedAt: GeneratedTimestamp;
}

export type PaymentRow = Selectable<PaymentsTable>;
export type NewPayment = Insertable<PaymentsTable>;
export type PaymentChanges = Updateable<PaymentsTable>;
export type PaymentEventRow = Selectable<PaymentEventsTable>;
export type NewPaymentEvent = Insertable<PaymentEventsTable>;

export const paymentsColumns: TableColumns<PaymentsTable> = {
  id: 'number',
  investmentId: 'number',
  userId: 'number',
  reference: 'string',
  provider: 'string',
  channel: 'string | null',
  status: 'string',
  amountMinor: 'string',
  currency: 'string',
  rate: 'string | null',
  investmentAmount: 'string',
  providerTransactionId: 'string | null',
  authorizationUrl: 'string | null',
  exceptionReason: 'string | null',
  createdAt: 'Date',
  confirmedAt: 'Date | null',
  updatedAt: 'Date',
};

export const paymentEventsColumns: TableColumns<PaymentEventsTable> = {
  id: 'string',
  provider: 'string',
  event: 'string',
  reference: 'string',
  paymentId: 'number | null',
  payload: 'json',
  outcome: 'string',
  exceptionReason: 'string | null',
  receivedAt: 'Date',
};
