import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account/account.schemas';
import { PASSWORD_MAX_LENGTH } from '../users/user-messages';
import { ZSignInResponseSchema } from './auth.schemas';

/** Digits of an authenticator app's code (RFC 6238 with the apps' defaults). */
export const SECOND_FACTOR_CODE_LENGTH = 6;
/** Recovery codes shown once after enrolment; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the challenge between the password and the code stays valid. */
export const SECOND_FACTOR_CHALLENGE_MINUTES = 5;
/**
 * Wrong codes in a row (any device, any sign-in) after which the factor takes no code until
 * the owner follows the e-mailed unlock link: the per-minute limit only slows guessing.
 */
export const SECOND_FACTOR_MAX_FAILED_CODES = 5;
/** How long the e-mailed unlock link works; a later attempt while locked sends a new one. */
export const SECOND_FACTOR_UNLOCK_DAYS = 1;

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app',
  codeInvalid: 'Invalid or already used code',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is not on',
  enrolmentNotStarted: 'Start the two-factor set-up first',
  requiredForAdmins: 'Two-factor sign-in is required for admins. Please sign in again.',
  cannotDisable: 'Two-factor sign-in is required for admins and cannot be turned off',
  disabled: 'Two-factor sign-in is off',
  requiredForInspectors: 'Two-factor sign-in is required for inspectors. Please sign in again.',
  inspectorCannotDisable: 'Two-factor sign-in is required for inspectors and cannot be turned off',
  locked:
    'Too many wrong codes: two-factor sign-in is locked. Follow the link we e-mailed you to unlock it.',
  unlockInvalid: 'This unlock link is invalid, used or expired',
  unlocked: 'Two-factor sign-in is unlocked. You can sign in with your code again.',
} as const;

export const SECOND_FACTOR_ERROR_CODES = {
  codeInvalid: 'SECOND_FACTOR_CODE_INVALID',
  challengeExpired: 'SECOND_FACTOR_CHALLENGE_EXPIRED',
  required: 'SECOND_FACTOR_REQUIRED',
  locked: 'SECOND_FACTOR_LOCKED',
  unlockInvalid: 'SECOND_FACTOR_UNLOCK_INVALID',
} as const;

/**
 * What sign-in answers (202) when the password was right but no session is given yet:
 * the account's code is needed, or (an admin where it is required) enrolment comes first.
 * The challenge token is short-lived and opens no route but the second-factor ones.
 */
export const ZSignInChallengeSchema = z.object({
  next: z.enum(['code', 'enrolment']),
  challengeToken: z.string(),
});
export type TSignInChallenge = z.infer<typeof ZSignInChallengeSchema>;

/** A 6-digit code, or a recovery code (letters, digits and a dash). */
const codeSchema = z
  .string()
  .trim()
  .min(1, SECOND_FACTOR_MESSAGES.codeRequired)
  .max(32, SECOND_FACTOR_MESSAGES.codeInvalid);

export const ZSecondFactorSignInBodySchema = z.object({
  challengeToken: z.string().min(1).max(2048),
  code: codeSchema,
});
export type TSecondFactorSignInBody = z.infer<typeof ZSecondFactorSignInBodySchema>;

/** Without a challenge token the bearer token's account enrols (a signed-in user). */
export const ZSecondFactorEnrolmentBodySchema = z.object({
  challengeToken: z.string().min(1).max(2048).optional(),
});
export type TSecondFactorEnrolmentBody = z.infer<typeof ZSecondFactorEnrolmentBodySchema>;

/** What the authenticator app needs; shown only until the enrolment is confirmed. */
export const ZSecondFactorEnrolmentSchema = z.object({
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
  /** The same secret as text, for typing into an app that cannot scan. */
  secret: z.string(),
});
export type TSecondFactorEnrolment = z.infer<typeof ZSecondFactorEnrolmentSchema>;

/** Proof that the owner is at the keyboard, not only their session (a stolen token). */
const currentPasswordSchema = z
  .string()
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.currentPasswordWrong);

/**
 * A signed-in account confirms with its current password too; an enrolment challenge has just
 * had the password, so it needs none.
 */
export const ZSecondFactorConfirmBodySchema = z
  .object({
    challengeToken: z.string().min(1).max(2048).optional(),
    code: codeSchema,
    currentPassword: currentPasswordSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.challengeToken === undefined && body.currentPassword === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: ACCOUNT_MESSAGES.currentPasswordRequired,
      });
    }
  });
export type TSecondFactorConfirmBody = z.infer<typeof ZSecondFactorConfirmBodySchema>;

/** The recovery codes, shown once; with a challenge token also the new session. */
export const ZSecondFactorConfirmedSchema = z.object({
  recoveryCodes: z.array(z.string()),
  session: ZSignInResponseSchema.optional(),
});
export type TSecondFactorConfirmed = z.infer<typeof ZSecondFactorConfirmedSchema>;

export const ZSecondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** True for an admin when the server requires a second factor of admins. */
  required: z.boolean(),
});
export type TSecondFactorStatus = z.infer<typeof ZSecondFactorStatusSchema>;

/** The code field of the sites' code forms. */
export const ZSecondFactorCodeSchema = z.object({ code: codeSchema });
export type TSecondFactorCode = z.infer<typeof ZSecondFactorCodeSchema>;

/** A code with the current password: the sites' forms that turn the factor on or off. */
export const ZSecondFactorCodeWithPasswordSchema = z.object({
  code: codeSchema,
  currentPassword: currentPasswordSchema,
});
export type TSecondFactorCodeWithPassword = z.infer<typeof ZSecondFactorCodeWithPasswordSchema>;
export const ZSecondFactorDisableBodySchema = ZSecondFactorCodeWithPasswordSchema;
export type TSecondFactorDisableBody = TSecondFactorCodeWithPassword;

/** The e-mailed unlock link's token (43 base64url characters). */
export const ZSecondFactorUnlockBodySchema = z.object({
  token: z.string().trim().min(1, SECOND_FACTOR_MESSAGES.unlockInvalid).max(200),
});
export type TSecondFactorUnlockBody = z.infer<typeof ZSecondFactorUnlockBodySchema>;
