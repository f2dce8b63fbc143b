import { z } from 'zod';
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

/** Where an investor pays: the escrow bank account and the mobile-money merchants, in network order. */
export const ZPaymentInstructionsSchema = z.object({
  bankAccount: ZEscrowBankAccountSchema,
  mobileMoney: z.array(ZMobileMoneyMerchantSchema),
  updatedAt: ZTimestampSchema,
});
export type TPaymentInstructions = z.infer<typeof ZPaymentInstructionsSchema>;
