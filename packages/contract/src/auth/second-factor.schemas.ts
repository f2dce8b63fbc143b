import { z } from 'zod';
import { ZSignInResponseSchema } from './auth.schemas';

/** Digits of an authenticator app's code (RFC 6238 with the apps' defaults). */
export const SECOND_FACTOR_CODE_LENGTH = 6;
/** Recovery codes shown once after enrolment; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the challenge between the password and the code stays valid. */
export const SECOND_FACTOR_CHALLENGE_MINUTES = 5;

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
} as const;

export const SECOND_FACTOR_ERROR_CODES = {
  codeInvalid: 'SECOND_FACTOR_CODE_INVALID',
  challengeExpired: 'SECOND_FACTOR_CHALLENGE_EXPIRED',
  required: 'SECOND_FACTOR_REQUIRED',
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

export const ZSecondFactorConfirmBodySchema = z.object({
  challengeToken: z.string().min(1).max(2048).optional(),
  code: codeSchema,
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

/** The code field of the sites' code forms, and the disable body. */
export const ZSecondFactorCodeSchema = z.object({ code: codeSchema });
export type TSecondFactorCode = z.infer<typeof ZSecondFactorCodeSchema>;
export const ZSecondFactorDisableBodySchema = ZSecondFactorCodeSchema;
export type TSecondFactorDisableBody = TSecondFactorCode;
