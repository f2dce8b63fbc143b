import { z } from 'zod';
import { decimalString } from '../common/decimal.schemas';
import { idParamSchema } from '../common/id.schemas';
import {
  ZMoneyStringSchema,
  ZPercentStringSchema,
  ZTimestampSchema,
} from '../common/money-string.schemas';

/** A project's escrow is released in tranches; at most this many in one release plan. */
export const RELEASE_PLAN_MAX_TRANCHES = 50;
/** A release's reason, as the admin writes it for the audit trail and the investors. */
export const RELEASE_REASON_MAX_LENGTH = 500;

/** Where a developer's released money is sent: a Ghanaian bank account or a mobile-money wallet. */
export const PAYOUT_ACCOUNT_KINDS = ['bank_account', 'mobile_money'] as const;
export type TPayoutAccountKind = (typeof PAYOUT_ACCOUNT_KINDS)[number];

/**
 * A release's life: requested by one admin, approved by another (the transfer is then asked of
 * the provider), then paid, or failed / reversed by the provider (the money back in escrow);
 * a request a second admin turns down is rejected.
 */
export const ESCROW_RELEASE_STATUSES = [
  'awaiting_approval',
  'transferring',
  'paid',
  'failed',
  'reversed',
  'rejected',
] as const;
export type TEscrowReleaseStatus = (typeof ESCROW_RELEASE_STATUSES)[number];

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const ESCROW_MESSAGES = {
  releaseIdInvalid: 'Release id must be a positive whole number',
  trancheShareInvalid:
    "A tranche's share must be a percentage above 0 and at most 100, with at most 2 decimal places",
  trancheSharesOver: "The tranches' shares add up to more than 100%",
  trancheMilestoneDuplicate: 'Each milestone (and the opening tranche) may have one tranche',
  trancheMilestoneUnknown: 'A tranche names a milestone that is not in this project’s schedule',
  releasePlanLocked:
    'The release plan cannot change once an investment in the project is confirmed: a change needs the investors’ vote',
  releaseAmountInvalid: 'Enter an amount in cedis above 0, with at most 2 decimal places',
  releaseReasonRequired: `A reason is required (at most ${RELEASE_REASON_MAX_LENGTH} characters)`,
  releaseNoTranche: 'The release plan has no tranche for this milestone',
  releaseNotSignedOff:
    'This milestone has no update verified by an inspector: a release needs the inspector’s sign-off',
  releaseNotFunded: 'The opening tranche is released only once the project has closed its funding',
  releaseAboveTranche: 'The amount is more than what remains of this tranche in escrow',
  releaseNoPayoutAccount:
    'The developer has no verified payout account: add and verify one before releasing money',
  releaseNoDeveloper: 'This project has no developer on file to release money to',
  releaseNotAwaitingApproval: 'This release is no longer waiting for approval',
  ownRelease: 'A second admin must approve this release: you cannot approve your own',
  releaseConfirmationCodeRequired: 'Enter the current code from your authenticator app to approve',
  releaseConfirmationPasswordRequired: 'Enter your current password to approve',
  releaseTransferRefused:
    'The payment provider did not accept the transfer; nothing left escrow. Try again later.',
  payoutAccountKindInvalid: 'Choose a bank account or a mobile-money wallet',
  payoutBankCodeInvalid: 'Choose the bank or the mobile-money network',
  payoutAccountNumberInvalid: 'Account number must be 6 to 20 digits',
  payoutAccountNotResolved:
    'The payment provider could not find this account: check the number and the bank or network',
  payoutProviderUnavailable:
    'The payment provider could not be reached. Try again in a few minutes.',
} as const;

/** Why a release's request was refused, for clients that act on it. */
export const ESCROW_ERROR_CODES = {
  releasePlanLocked: 'ESCROW_RELEASE_PLAN_LOCKED',
  releaseNotSignedOff: 'ESCROW_RELEASE_NOT_SIGNED_OFF',
  releaseAboveTranche: 'ESCROW_RELEASE_ABOVE_TRANCHE',
  releaseNoPayoutAccount: 'ESCROW_RELEASE_NO_PAYOUT_ACCOUNT',
  ownRelease: 'ESCROW_OWN_RELEASE',
  payoutAccountNotResolved: 'ESCROW_PAYOUT_ACCOUNT_NOT_RESOLVED',
} as const;

const M = ESCROW_MESSAGES;

export const ZEscrowReleaseIdParamsSchema = z.object({
  releaseId: idParamSchema(M.releaseIdInvalid),
});

/** A milestone of the project's schedule, or null for the opening tranche at funding close. */
const ZTrancheMilestoneIdSchema = z.number().int().positive().max(2_147_483_647).nullable();

/** A share of the escrow, a percentage with at most two places, above 0 and at most 100. */
const ZTrancheShareSchema = decimalString(5, 2, M.trancheShareInvalid).refine((value) => {
  const hundredths = Math.round(Number(value) * 100);
  return hundredths > 0 && hundredths <= 10_000;
}, M.trancheShareInvalid);

/** PUT /api/secure-admin/projects/{id}/release-plan: the whole plan, replacing the one before. */
export const ZReleasePlanInputSchema = z.object({
  tranches: z
    .array(z.object({ milestoneId: ZTrancheMilestoneIdSchema, sharePercent: ZTrancheShareSchema }))
    .max(RELEASE_PLAN_MAX_TRANCHES)
    .superRefine((tranches, ctx) => {
      const seen = new Set<number | null>();
      let hundredths = 0;
      tranches.forEach((tranche, index) => {
        if (seen.has(tranche.milestoneId)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [index, 'milestoneId'],
            message: M.trancheMilestoneDuplicate,
          });
        }
        seen.add(tranche.milestoneId);
        hundredths += Math.round(Number(tranche.sharePercent) * 100);
      });
      if (hundredths > 10_000) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: M.trancheSharesOver });
      }
    }),
});
export type TReleasePlanInput = z.input<typeof ZReleasePlanInputSchema>;

/** One tranche of a release plan, with what has been released of it. */
export const ZReleaseTrancheSchema = z.object({
  /** Null for the opening tranche, released at funding close. */
  milestoneId: z.number().int().nullable(),
  milestoneName: z.string().nullable(),
  sharePercent: ZPercentStringSchema,
  /** Whether an inspector has verified an update reaching the milestone (always false for the opening tranche). */
  signedOff: z.boolean(),
  /** What of the tranche has been released (paid or on its way), in cedis. */
  released: ZMoneyStringSchema,
});
export type TReleaseTranche = z.infer<typeof ZReleaseTrancheSchema>;

/** The inspector's sign-off a release rests on: the verified update and its evidence. */
export const ZReleaseSignOffSchema = z.object({
  updateId: z.number().int(),
  inspectorName: z.string(),
  signedOffAt: ZTimestampSchema,
  evidenceCount: z.number().int().nonnegative(),
});
export type TReleaseSignOff = z.infer<typeof ZReleaseSignOffSchema>;

/** A release as investors see it: only those paid or on their way to the developer. */
export const ZEscrowReleaseSchema = z.object({
  id: z.number().int(),
  milestoneId: z.number().int().nullable(),
  milestoneName: z.string().nullable(),
  /** In cedis: releases go out through the provider in cedis. */
  amount: ZMoneyStringSchema,
  currency: z.literal('GHS'),
  reason: z.string(),
  status: z.enum(ESCROW_RELEASE_STATUSES),
  /** Null for the opening tranche. */
  signOff: ZReleaseSignOffSchema.nullable(),
  requestedAt: ZTimestampSchema,
  approvedAt: ZTimestampSchema.nullable(),
  paidAt: ZTimestampSchema.nullable(),
});
export type TEscrowRelease = z.infer<typeof ZEscrowReleaseSchema>;

/** What a project's escrow holds in one currency. */
export const ZEscrowBalanceSchema = z.object({
  currency: z.enum(['GHS', 'USD']),
  /** Every payment received into the escrow, less what was refunded from it. */
  received: ZMoneyStringSchema,
  /** Paid to the developer or on its way. */
  released: ZMoneyStringSchema,
  /** What the escrow holds now. */
  held: ZMoneyStringSchema,
});
export type TEscrowBalance = z.infer<typeof ZEscrowBalanceSchema>;

/** GET /api/projects/{id}/escrow: what the escrow holds, the plan and each release. */
export const ZProjectEscrowSchema = z.object({
  projectId: z.number().int(),
  /** One per currency the escrow has held, cedis first; empty before the first payment. */
  balances: z.array(ZEscrowBalanceSchema),
  tranches: z.array(ZReleaseTrancheSchema),
  /** Newest first. */
  releases: z.array(ZEscrowReleaseSchema),
});
export type TProjectEscrow = z.infer<typeof ZProjectEscrowSchema>;

const ZAdminNameSchema = z.object({ id: z.number().int(), username: z.string() });

/** A release as admins see it: every status, who asked and who approved. */
export const ZAdminEscrowReleaseSchema = ZEscrowReleaseSchema.extend({
  requestedBy: ZAdminNameSchema,
  approvedBy: ZAdminNameSchema.nullable(),
  /** Ours, unique: the provider's transfer and its webhooks name the release by it. */
  transferReference: z.string().nullable(),
  /** Why the provider failed or reversed it; null otherwise. */
  failureReason: z.string().nullable(),
});
export type TAdminEscrowRelease = z.infer<typeof ZAdminEscrowReleaseSchema>;

/** The developer's account released money is sent to, as the provider resolved it. */
export const ZPayoutAccountSchema = z.object({
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  /** The provider's bank code, or the mobile-money network's ('MTN', 'ATL', 'VOD'). */
  bankCode: z.string(),
  accountNumber: z.string(),
  /** The name the provider found on the account: who the money goes to. */
  accountName: z.string(),
  verifiedAt: ZTimestampSchema,
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccountSchema>;

/** GET /api/secure-admin/projects/{id}/escrow: the investors' view plus every release and the payout account. */
export const ZAdminProjectEscrowSchema = ZProjectEscrowSchema.extend({
  releases: z.array(ZAdminEscrowReleaseSchema),
  developerId: z.number().int().nullable(),
  /** The developer's verified payout account; null when none is on file. */
  payoutAccount: ZPayoutAccountSchema.nullable(),
  /** Whether the plan may still change (no investment in the project confirmed yet). */
  planEditable: z.boolean(),
});
export type TAdminProjectEscrow = z.infer<typeof ZAdminProjectEscrowSchema>;

/** PUT /api/secure-admin/developers/{id}/payout-account: verified with the provider before it is kept. */
export const ZPayoutAccountInputSchema = z.object({
  kind: z.enum(PAYOUT_ACCOUNT_KINDS, { errorMap: () => ({ message: M.payoutAccountKindInvalid }) }),
  bankCode: z
    .string({ errorMap: () => ({ message: M.payoutBankCodeInvalid }) })
    .trim()
    .regex(/^[A-Za-z0-9]{1,20}$/, M.payoutBankCodeInvalid),
  accountNumber: z
    .string({ errorMap: () => ({ message: M.payoutAccountNumberInvalid }) })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{6,20}$/.test(value), M.payoutAccountNumberInvalid),
});
export type TPayoutAccountInput = z.input<typeof ZPayoutAccountInputSchema>;

/** POST /api/secure-admin/projects/{id}/escrow-releases. */
export const ZEscrowReleaseRequestSchema = z.object({
  milestoneId: ZTrancheMilestoneIdSchema,
  amount: decimalString(15, 2, M.releaseAmountInvalid).refine(
    (value) => Number(value) > 0,
    M.releaseAmountInvalid,
  ),
  reason: z
    .string({ errorMap: () => ({ message: M.releaseReasonRequired }) })
    .trim()
    .min(1, M.releaseReasonRequired)
    .max(RELEASE_REASON_MAX_LENGTH, M.releaseReasonRequired),
});
export type TEscrowReleaseRequest = z.input<typeof ZEscrowReleaseRequestSchema>;

/** GET /api/secure-admin/payout-banks: banks or mobile-money networks. */
export const ZPayoutBankQuerySchema = z.object({
  kind: z.enum(PAYOUT_ACCOUNT_KINDS, { errorMap: () => ({ message: M.payoutAccountKindInvalid }) }),
});

/** A bank or mobile-money network the provider transfers to, by its code. */
export const ZPayoutBankSchema = z.object({ code: z.string(), name: z.string() });
export type TPayoutBank = z.infer<typeof ZPayoutBankSchema>;
