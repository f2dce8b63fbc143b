import { z } from 'zod';
import { adminKeysetPageSchema, ZAdminKeysetQuerySchema } from '../admin-common/admin-page.schemas';
import { ZMoneyStringSchema, ZTimestampSchema } from '../common/money-string.schemas';

/** How an investor pays through the provider: the two channels its checkout offers. */
export const ZPaymentChannelSchema = z.enum(['mobile_money', 'card']);
export type TPaymentChannel = z.infer<typeof ZPaymentChannelSchema>;

/**
 * Where a payment stands: `pending` until the provider answers, then `succeeded` (the
 * investment is confirmed), `failed` or `abandoned` (the investment may be paid again), or
 * `exception` (money arrived that could not confirm the investment: wrong amount or currency,
 * or after the reservation ended; an admin refunds it or reinstates the reservation).
 */
export const ZPaymentStatusSchema = z.enum([
  'pending',
  'succeeded',
  'failed',
  'abandoned',
  'exception',
]);
export type TPaymentStatus = z.infer<typeof ZPaymentStatusSchema>;

/** The currency a provider payment is charged in: the cedi, at the day's rate. */
export const PAYMENT_CURRENCY = 'GHS';

/** Cedis per US dollar as a plain decimal string ('15.25'), exactly as stored with the payment. */
export const ZPaymentRateSchema = z.string().regex(/^\d+(\.\d+)?$/);

export const PAYMENT_MESSAGES = {
  notPending: 'Only an investment awaiting payment can be paid',
  bankTransferOnly: 'Payment by card or mobile money is not available: please pay by bank transfer',
  providerUnavailable: 'The payment provider could not be reached: please try again in a moment',
  noRate: 'The cedi exchange rate is not available: please try again later',
  notFound: 'Payment not found',
  receiptNotPaid: 'A receipt is issued once the payment has succeeded',
} as const;

/** Carried in the error body's errorCode, for clients that branch. */
export const PAYMENT_ERROR_CODES = {
  bankTransferOnly: 'PAYMENT_BANK_TRANSFER_ONLY',
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
} as const;

/**
 * Where the provider's checkout sends the investor back on the investor site: the dashboard,
 * naming the investment; the provider adds `reference` (and `trxref`), the payment's reference.
 */
export function paymentReturnPath(investmentId: number): string {
  return `/dashboard?investment=${investmentId}`;
}

/** POST /api/investments/:id/payments. */
export const ZStartPaymentBodySchema = z.object({ channel: ZPaymentChannelSchema });
export type TStartPaymentBody = z.infer<typeof ZStartPaymentBodySchema>;

/**
 * A started payment: where to send the investor (the provider's checkout) and what they will be
 * charged, `amount` in `currency` (cedis) at `rate` cedis per dollar for the investment's
 * `investmentAmount` in US dollars.
 */
export const ZStartedPaymentSchema = z.object({
  reference: z.string(),
  authorizationUrl: z.string().url(),
  amount: ZMoneyStringSchema,
  currency: z.literal(PAYMENT_CURRENCY),
  rate: ZPaymentRateSchema,
  investmentAmount: ZMoneyStringSchema,
});
export type TStartedPayment = z.infer<typeof ZStartedPaymentSchema>;

/** One payment of an investment, as its investor sees it. */
export const ZInvestmentPaymentSchema = z.object({
  reference: z.string(),
  channel: ZPaymentChannelSchema.nullable(),
  status: ZPaymentStatusSchema,
  amount: ZMoneyStringSchema,
  currency: z.string(),
  rate: ZPaymentRateSchema.nullable(),
  investmentAmount: ZMoneyStringSchema,
  createdAt: ZTimestampSchema,
  confirmedAt: ZTimestampSchema.nullable(),
});
export type TInvestmentPayment = z.infer<typeof ZInvestmentPaymentSchema>;

/**
 * Where a refund stands: `pending` from when it is asked of the provider until the provider
 * reports it `processed` (the money is back with the investor) or `failed` (it is owed again).
 */
export const ZRefundStatusSchema = z.enum(['pending', 'processed', 'failed']);
export type TRefundStatus = z.infer<typeof ZRefundStatusSchema>;

/** A refund of a provider payment: the whole amount the provider took, in what it took it in. */
export const ZRefundSchema = z.object({
  paymentReference: z.string(),
  amount: ZMoneyStringSchema,
  currency: z.string(),
  status: ZRefundStatusSchema,
  createdAt: ZTimestampSchema,
  processedAt: ZTimestampSchema.nullable(),
});
export type TRefund = z.infer<typeof ZRefundSchema>;

/**
 * One of the investor's own payments, with what it paid for: `amount` in `currency` (cedis)
 * charged at `rate` for the investment's `investmentAmount` in US dollars. `kind` tells it from
 * other movements of their money that may join the list.
 */
export const ZInvestorPaymentSchema = ZInvestmentPaymentSchema.extend({
  kind: z.literal('payment'),
  investmentId: z.number().int(),
  projectTitle: z.string(),
  unitNumber: z.string(),
  /** The latest refund of a payment that could not be honoured; null when none was made. */
  refund: ZRefundSchema.omit({ paymentReference: true }).nullable(),
});
export type TInvestorPayment = z.infer<typeof ZInvestorPaymentSchema>;

export const ZInvestorPaymentListSchema = z.object({ items: z.array(ZInvestorPaymentSchema) });
export type TInvestorPaymentList = z.infer<typeof ZInvestorPaymentListSchema>;

/**
 * Why money the provider took did not confirm its investment: a different amount or currency
 * than charged, a reference we never gave, the reservation ended (expired or cancelled), the
 * investment already paid, or its unit sold out before the money arrived.
 */
export const ZPaymentExceptionReasonSchema = z.enum([
  'amount_mismatch',
  'currency_mismatch',
  'unknown_reference',
  'reservation_ended',
  'already_paid',
  'unit_sold',
]);
export type TPaymentExceptionReason = z.infer<typeof ZPaymentExceptionReasonSchema>;

export const REFUND_MESSAGES = {
  paymentNotFound: 'Payment not found',
  notAnException: 'Only a payment that could not be honoured can be refunded',
  alreadyRefunded: 'This payment is already refunded or being refunded',
  nothingToRefund: 'The payment provider holds no money of this payment to refund',
  providerRefused: 'The payment provider refused the refund: please try again later',
} as const;

/** The :reference of a provider payment (ours: PAY- and 16 hex digits). */
export const ZPaymentReferenceParamsSchema = z.object({
  reference: z.string().regex(/^PAY-[0-9A-F]{16}$/, 'Not a payment reference'),
});

/** One provider payment as the admin reconciles it, with whose it is and what it is for. */
export const ZAdminPaymentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  investmentId: z.number().int(),
  investorEmail: z.string(),
  investorName: z.string(),
  projectTitle: z.string(),
  unitNumber: z.string(),
  channel: ZPaymentChannelSchema.nullable(),
  status: ZPaymentStatusSchema,
  /** Set exactly when status is `exception`. */
  exceptionReason: ZPaymentExceptionReasonSchema.nullable(),
  /** What was charged, in `currency`. */
  amount: ZMoneyStringSchema,
  currency: z.string(),
  rate: ZPaymentRateSchema.nullable(),
  /** The investment's amount in US dollars. */
  investmentAmount: ZMoneyStringSchema,
  createdAt: ZTimestampSchema,
  confirmedAt: ZTimestampSchema.nullable(),
  /** Its latest refund's status; null when it was never refunded. */
  refundStatus: ZRefundStatusSchema.nullable(),
});
export type TAdminPayment = z.infer<typeof ZAdminPaymentSchema>;

/** ?status=&cursor=&pageSize= of the admin's provider payments: exceptions first, newest first. */
export const ZAdminPaymentQuerySchema = ZAdminKeysetQuerySchema.extend({
  status: ZPaymentStatusSchema.optional(),
});
export type TAdminPaymentQuery = z.infer<typeof ZAdminPaymentQuerySchema>;

export const ZAdminPaymentPageSchema = adminKeysetPageSchema(ZAdminPaymentSchema);
