// Without zod: the sites translate these messages on pages that load no schema.
import { AUTH_MESSAGES } from './auth-messages';

/**
 * Codes e-mailed to one account in an hour, the sign-up's included: a resend beyond them sends
 * nothing. With 5 tries a code, a guesser gets at most 20 tries an hour at a million codes.
 */
export const EMAIL_VERIFICATION_CODES_PER_HOUR = 4;

export const EMAIL_VERIFICATION_MESSAGES = {
  emailVerificationCodeInvalid: 'Invalid or expired verification code',
  emailVerificationSent:
    'If your email address still needs verifying, we have sent a new 6-digit code to it.',
  emailNotVerified:
    'Please verify your email address first: enter the 6-digit code we emailed you.',
} as const;

export const EMAIL_VERIFICATION_ERROR_CODES = {
  notVerified: 'EMAIL_NOT_VERIFIED',
  codeInvalid: 'EMAIL_VERIFICATION_CODE_INVALID',
  tooManyAttempts: 'EMAIL_VERIFICATION_TOO_MANY_ATTEMPTS',
} as const;

/** A wrong code's last try says what a reset code's does. */
export const EMAIL_VERIFICATION_TOO_MANY_ATTEMPTS = AUTH_MESSAGES.resetCodeTooManyAttempts;
