import { z } from 'zod';
import { idParamSchema } from '../common/id.schemas';
import { ZTimestampSchema } from '../common/money-string.schemas';

/** The mobile-money networks an investor in Ghana pays through, in the order they are shown. */
export const MOBILE_MONEY_NETWORKS = ['mtn_momo', 'telecel_cash', 'airteltigo_money'] as const;
export type TMobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[number];

export const MOBILE_MONEY_NETWORK_LABELS: Record<TMobileMoneyNetwork, string> = {
  mtn_momo: 'MTN MoMo',
  telecel_cash: 'Telecel Cash',
  airteltigo_money: 'AirtelTigo Money',
};

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const PAYMENT_INSTRUCTIONS_MESSAGES = {
  bankNameRequired: 'Bank name is required (at most 100 characters)',
  bankBranchRequired: 'Branch is required (at most 100 characters)',
  accountNameRequired: 'Account name is required (at most 100 characters)',
  accountNumberInvalid: 'Account number must be 6 to 20 digits',
  swiftCodeInvalid: 'SWIFT code must be 8 or 11 letters and digits, e.g. ABCDGHAC',
  mobileMoneyNetworkInvalid: 'Network must be MTN MoMo, Telecel Cash or AirtelTigo Money',
  merchantNameRequired: 'Merchant name is required (at most 100 characters)',
  merchantNumberInvalid: 'Merchant number must be 5 to 15 digits (a leading + is allowed)',
  mobileMoneyNetworkDuplicate: 'Each network may appear once',
  paymentInstructionsSaved: 'Payment instructions saved',
  proposalAlreadyPending:
    'A change of the payment instructions is already waiting for approval: approve or reject it first',
  proposalNotPending: 'This change is no longer waiting for approval',
  ownProposal: 'A second admin must approve this change: you cannot approve your own',
  confirmationCodeRequired: 'Enter the current code from your authenticator app to confirm',
  confirmationPasswordRequired: 'Enter your current password to confirm',
} as const;

/** Why a proposal's request was refused, for clients that act on it. */
export const PAYMENT_INSTRUCTIONS_ERROR_CODES = {
  proposalAlreadyPending: 'PAYMENT_INSTRUCTIONS_PROPOSAL_PENDING',
  ownProposal: 'PAYMENT_INSTRUCTIONS_OWN_PROPOSAL',
  confirmationRequired: 'PAYMENT_INSTRUCTIONS_CONFIRMATION_REQUIRED',
} as const;

const M = PAYMENT_INSTRUCTIONS_MESSAGES;

const requiredText = (message: string) =>
  z
    .string({ errorMap: () => ({ message }) })
    .trim()
    .min(1, message)
    .max(100, message);

/** Spaces and dashes people type between groups of digits are dropped, so a copy pastes cleanly. */
const digitsWithoutSeparators = (message: string, pattern: RegExp) =>
  z
    .string({ errorMap: () => ({ message }) })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => pattern.test(value), message);

export const ZEscrowBankAccountSchema = z.object({
  bankName: requiredText(M.bankNameRequired),
  branch: requiredText(M.bankBranchRequired),
  accountName: requiredText(M.accountNameRequired),
  accountNumber: digitsWithoutSeparators(M.accountNumberInvalid, /^\d{6,20}$/),
  swiftCode: z
    .string({ errorMap: () => ({ message: M.swiftCodeInvalid }) })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, M.swiftCodeInvalid),
});
export type TEscrowBankAccount = z.infer<typeof ZEscrowBankAccountSchema>;

export const ZMobileMoneyMerchantSchema = z.object({
  network: z.enum(MOBILE_MONEY_NETWORKS, {
    errorMap: () => ({ message: M.mobileMoneyNetworkInvalid }),
  }),
  merchantName: requiredText(M.merchantNameRequired),
  merchantNumber: digitsWithoutSeparators(M.merchantNumberInvalid, /^\+?\d{5,15}$/),
});
export type TMobileMoneyMerchant = z.infer<typeof ZMobileMoneyMerchantSchema>;

/** PUT /api/secure-admin/payment-instructions: the whole set, replacing the one before. */
export const ZPaymentInstructionsInputSchema = z.object({
  bankAccount: ZEscrowBankAccountSchema,
  mobileMoney: z
    .array(ZMobileMoneyMerchantSchema)
    .max(MOBILE_MONEY_NETWORKS.length, M.mobileMoneyNetworkDuplicate)
    .superRefine((merchants, ctx) => {
      const seen = new Set<string>();
      merchants.forEach((merchant, index) => {
        if (seen.has(merchant.network)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [index, 'network'],
            message: M.mobileMoneyNetworkDuplicate,
          });
        }
        seen.add(merchant.network);
      });
    }),
});
export type TPaymentInstructionsInput = z.input<typeof ZPaymentInstructionsInputSchema>;

/**
 * The admin at the keyboard, again: the current code from their authenticator app, or, for an
 * admin without a second factor (only where it is optional), their current password.
 */
export const ZAdminConfirmationSchema = z.object({
  code: z.string().max(100, M.confirmationCodeRequired).optional(),
  currentPassword: z.string().max(1000, M.confirmationPasswordRequired).optional(),
});
export type TAdminConfirmation = z.infer<typeof ZAdminConfirmationSchema>;

/** POST /api/secure-admin/payment-instructions/proposals: the new set and the proposer's confirmation. */
export const ZPaymentInstructionsProposalInputSchema = z.object({
  instructions: ZPaymentInstructionsInputSchema,
  confirmation: ZAdminConfirmationSchema,
});
export type TPaymentInstructionsProposalInput = z.input<
  typeof ZPaymentInstructionsProposalInputSchema
>;

export const ZPaymentInstructionsProposalIdParamsSchema = z.object({
  proposalId: idParamSchema(),
});

/** Where an investor pays: the escrow bank account and the mobile-money merchants, in network order. */
export const ZPaymentInstructionsSchema = z.object({
  bankAccount: ZEscrowBankAccountSchema,
  mobileMoney: z.array(ZMobileMoneyMerchantSchema),
  updatedAt: ZTimestampSchema,
});
export type TPaymentInstructions = z.infer<typeof ZPaymentInstructionsSchema>;

export const PAYMENT_INSTRUCTIONS_PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A change waiting for a second admin (or decided), with the live set it would replace. */
export const ZPaymentInstructionsProposalSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_INSTRUCTIONS_PROPOSAL_STATUSES),
  proposed: z.object({
    bankAccount: ZEscrowBankAccountSchema,
    mobileMoney: z.array(ZMobileMoneyMerchantSchema),
  }),
  /** The live instructions now; null before the first ones are approved. */
  current: ZPaymentInstructionsSchema.nullable(),
  proposedBy: z.object({ id: z.number().int(), username: z.string().nullable() }),
  proposedAt: ZTimestampSchema,
  decidedBy: z.object({ id: z.number().int(), username: z.string().nullable() }).nullable(),
  decidedAt: ZTimestampSchema.nullable(),
});
export type TPaymentInstructionsProposal = z.infer<typeof ZPaymentInstructionsProposalSchema>;
