import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/id.schemas';
import { ZMoneySchema } from '../common/decimal.schemas';
import {
  ZMoneyStringSchema,
  ZPercentStringSchema,
  ZTimestampSchema,
} from '../common/money-string.schemas';
import { adminKeysetPageSchema, ZAdminKeysetQuerySchema } from '../admin-common/admin-page.schemas';

/** Days an investor has to pay before the reservation is released. */
export const PAYMENT_DEADLINE_DAYS = 7;

/**
 * Where co-buying typically starts, in cedis: what the FAQ and the chatbot quote. Each unit
 * sets its own minimum investment; this is no rule the API enforces.
 */
export const TYPICAL_MINIMUM_INVESTMENT_CEDIS = 25_000;

export const INVESTMENT_MESSAGES = {
  /** The toast text, with the minimum filled in (docs/product-rules.md, Minimum investment). */
  minimum: (min: string) => `Minimum investment is ${min}`,
  aboveRemaining: (remaining: string) => `Amount exceeds what this unit still needs (${remaining})`,
  satisfactionRequired: 'Please confirm you are satisfied with the investment details',
  notYourself: 'You can only invest for yourself',
  unitNotInProject: 'Unit not found in this project',
  unitNotOpen: 'This unit is not open for investment',
  /** Rare: room freed and taken again while the request ran, three times over. */
  unitChanged: 'This unit changed while your investment was being reserved: please try again',
  notFound: 'Investment not found',
  notPending: 'Only an investment awaiting payment can be changed',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed',
  idempotencyMismatch: 'This Idempotency-Key was used for a different request',
  paymentReferenceTaken: 'This payment reference is already recorded for another investment',
  pendingCountLimit: (max: number) =>
    `You already have ${max} investments awaiting payment: pay or cancel one first`,
  pendingTotalLimit: (max: string) =>
    `Investments awaiting payment may total at most ${max}: pay or cancel one first`,
} as const;

export const ZInvestmentStatusSchema = z.enum([
  'pending',
  'pending_payment',
  'confirmed',
  'cancelled',
  'expired',
]);
export type TInvestmentStatus = z.infer<typeof ZInvestmentStatusSchema>;

/**
 * The statuses of an investment awaiting payment: `pending_payment`, and `pending` that older
 * investments still carry. The only list of them; the API's queries take it as a parameter.
 */
export const AWAITING_PAYMENT_STATUSES = [
  'pending',
  'pending_payment',
] as const satisfies readonly TInvestmentStatus[];
export type TAwaitingPaymentStatus = (typeof AWAITING_PAYMENT_STATUSES)[number];

/** Whether an investment of this status still awaits its payment. */
export function isAwaitingPayment(status: TInvestmentStatus): status is TAwaitingPaymentStatus {
  return (AWAITING_PAYMENT_STATUSES as readonly TInvestmentStatus[]).includes(status);
}

/** How an investor paid: the two channels of the payment instructions. */
export const ZPaymentMethodSchema = z.enum(['bank_transfer', 'mobile_money']);
export type TPaymentMethod = z.infer<typeof ZPaymentMethodSchema>;

/** How an investment was paid: a channel the admin confirms by hand, or card through the provider. */
export const ZPaidWithSchema = z.enum([...ZPaymentMethodSchema.options, 'card']);
export type TPaidWith = z.infer<typeof ZPaidWithSchema>;

/** POST /api/investments; ownership, value and status are the server's, never the client's. */
export const ZInvestmentInputSchema = z.object({
  userId: idSchema(),
  projectId: idSchema(),
  unitId: idSchema(),
  amount: ZMoneySchema,
  satisfactionConfirmed: z.literal(true, {
    errorMap: () => ({ message: INVESTMENT_MESSAGES.satisfactionRequired }),
  }),
});
export type TInvestmentInput = z.infer<typeof ZInvestmentInputSchema>;

export const ZInvestmentHeadersSchema = z.object({
  'idempotency-key': z.string().min(1).max(255).optional(),
});

export const ZInvestmentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  projectId: z.number().int(),
  unitId: z.number().int(),
  amount: ZMoneyStringSchema,
  ownershipPercentage: ZPercentStringSchema,
  currentValue: ZMoneyStringSchema,
  status: ZInvestmentStatusSchema,
  paymentMethod: ZPaidWithSchema.nullable(),
  /** Every investment gets one when it is created; the admin may correct it on confirmation. */
  paymentReference: z.string(),
  paymentDeadline: ZTimestampSchema,
  paymentConfirmedBy: z.number().int().nullable(),
  paymentConfirmedAt: ZTimestampSchema.nullable(),
  satisfactionConfirmed: z.boolean(),
  satisfactionConfirmedAt: ZTimestampSchema.nullable(),
  createdAt: ZTimestampSchema,
});
export type TInvestment = z.infer<typeof ZInvestmentSchema>;

/** One investment in the admin's payments tab. */
export const ZAdminInvestmentSchema = ZInvestmentSchema.extend({
  userName: z.string(),
  userEmail: z.string(),
  projectTitle: z.string(),
  unitNumber: z.string(),
  paymentConfirmedByName: z.string().nullable(),
});
export type TAdminInvestment = z.infer<typeof ZAdminInvestmentSchema>;

export const ZAdminInvestmentPageSchema = adminKeysetPageSchema(ZAdminInvestmentSchema);

export const ZAdminInvestmentQuerySchema = ZAdminKeysetQuerySchema.extend({
  status: ZInvestmentStatusSchema.optional(),
});

export const ZInvestmentIdParamsSchema = z.object({
  id: idParamSchema('Investment id must be a positive whole number'),
});

export const ZConfirmPaymentBodySchema = z.object({
  paymentMethod: ZPaymentMethodSchema,
  paymentReference: z.string().trim().min(1, 'Payment reference is required').max(100),
});
