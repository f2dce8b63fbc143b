import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../users/user-messages';

export const DATA_RIGHTS_MESSAGES = {
  passwordRequired: 'Password is required',
  openInvestment:
    'Your account cannot be deleted while you have an investment awaiting payment or confirmed in a unit that is not yet sold. Cancel the pending payment, or wait until the unit is sold, then try again.',
  adminAccount: 'An admin account cannot be deleted from the settings page',
  accountDeleted:
    'Your account has been deleted. Your personal data has been removed; the records the law requires us to keep are listed below.',
} as const;

export const DATA_RIGHTS_ERROR_CODES = {
  openInvestment: 'ACCOUNT_HAS_OPEN_INVESTMENT',
  adminAccount: 'ADMIN_ACCOUNT_NOT_DELETABLE',
} as const;

/** A table's rows as stored, secrets left out; dates as ISO strings. */
const ZExportRowSchema = z.record(z.string(), z.unknown());
const rows = z.array(ZExportRowSchema);

/** GET /api/users/me/data-export: everything stored about the caller (Act 843, right of access). */
export const ZDataExportSchema = z.object({
  exportedAt: z.string(),
  account: ZExportRowSchema,
  secondFactor: ZExportRowSchema.nullable(),
  recoveryCodes: rows,
  passwordResets: rows,
  emailChanges: rows,
  emailVerifications: rows,
  sessions: rows,
  signInDevices: rows,
  notificationPreferences: rows,
  kyc: ZExportRowSchema.nullable(),
  kycDocuments: rows,
  amlChecks: rows,
  interests: rows,
  investments: rows,
  notifications: rows,
  notificationEmails: rows,
  emails: rows,
  goals: rows,
  contactMessages: rows,
  auditRecords: rows,
});
export type TDataExport = z.infer<typeof ZDataExportSchema>;

/** POST /api/users/me/deletion: the current password proves it is the owner at the keyboard. */
export const ZAccountDeletionBodySchema = z.object({
  password: z
    .string()
    .min(1, DATA_RIGHTS_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, DATA_RIGHTS_MESSAGES.passwordRequired),
});
export type TAccountDeletionBody = z.infer<typeof ZAccountDeletionBodySchema>;

/** What a deletion keeps: each kind of record the law makes us hold, with why. */
export const KEPT_RECORD_KINDS = [
  'investments',
  'kycVerification',
  'amlChecks',
  'auditRecords',
] as const;
export const ZKeptRecordKindSchema = z.enum(KEPT_RECORD_KINDS);
export type TKeptRecordKind = z.infer<typeof ZKeptRecordKindSchema>;

export const ZAccountDeletedSchema = z.object({
  message: z.string(),
  kept: z.array(
    z.object({
      kind: ZKeptRecordKindSchema,
      count: z.number().int().nonnegative(),
      /** The reason in English, for API clients; the site shows its own words per kind. */
      reason: z.string(),
    }),
  ),
});
export type TAccountDeleted = z.infer<typeof ZAccountDeletedSchema>;
