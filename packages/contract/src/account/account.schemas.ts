import { z } from 'zod';
import { RESET_CODE_LENGTH } from '../auth/auth.schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_MESSAGES } from '../users/user-messages';
import { emailSchema, personNameSchema, ZUsernameSchema } from '../users/users.schemas';

/** The e-mail change's code: like a reset code, 6 digits, 15 minutes, 5 tries, once. */
export const EMAIL_CHANGE_CODE_LENGTH = RESET_CODE_LENGTH;

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newEmailSameAsCurrent: 'This is already your email address',
  emailChangeCodeSent: 'We have sent a 6-digit code to your new email address.',
  emailChangeCodeFormat: 'Enter 6-digit code',
  emailChangeCodeInvalid: 'Invalid or expired code',
  emailChangeTooManyAttempts: 'Too many attempts. Please request a new code.',
  emailChangeDailyLimit:
    'You have asked for too many email change codes today. Please try again tomorrow.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  newPasswordSameAsCurrent: 'The new password must differ from the current one',
  sessionNotFound: 'This device is not signed in',
  sessionSignedOut: 'The device has been signed out',
} as const;

export const ACCOUNT_ERROR_CODES = {
  currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  emailChangeCodeInvalid: 'EMAIL_CHANGE_CODE_INVALID',
  emailChangeTooManyAttempts: 'EMAIL_CHANGE_TOO_MANY_ATTEMPTS',
} as const;

const currentPassword = z
  .string()
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.currentPasswordWrong);

/** PUT /api/account/profile: the names and the username; the e-mail has its own steps. */
export const ZUpdateProfileBodySchema = z.object({
  firstName: personNameSchema(USER_MESSAGES.firstNameRequired),
  lastName: personNameSchema(USER_MESSAGES.lastNameRequired),
  username: ZUsernameSchema,
});
export type TUpdateProfileBody = z.infer<typeof ZUpdateProfileBodySchema>;

/** POST /api/account/email-change: the new address and, to prove it is the owner, the password. */
export const ZEmailChangeBodySchema = z.object({
  newEmail: emailSchema(USER_MESSAGES.emailInvalid),
  currentPassword,
});
export type TEmailChangeBody = z.infer<typeof ZEmailChangeBodySchema>;

export const ZEmailChangeConfirmBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(
      new RegExp(`^\\d{${EMAIL_CHANGE_CODE_LENGTH}}$`),
      ACCOUNT_MESSAGES.emailChangeCodeFormat,
    ),
});
export type TEmailChangeConfirmBody = z.infer<typeof ZEmailChangeConfirmBodySchema>;

export const ZEmailChangeStartedSchema = z.object({
  message: z.string(),
  /** Where the code went: the address changes only once it is confirmed. */
  pendingEmail: z.string(),
});
export type TEmailChangeStarted = z.infer<typeof ZEmailChangeStartedSchema>;

/** POST /api/account/password: the sign-up's length rules for the new one. */
export const ZChangePasswordBodySchema = z
  .object({
    currentPassword,
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong),
    confirmPassword: z.string(),
  })
  .superRefine((body, ctx) => {
    if (body.newPassword !== body.confirmPassword) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['confirmPassword'],
        message: USER_MESSAGES.passwordsDontMatch,
      });
    }
    if (body.currentPassword !== '' && body.newPassword === body.currentPassword) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['newPassword'],
        message: ACCOUNT_MESSAGES.newPasswordSameAsCurrent,
      });
    }
  });
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBodySchema>;

/**
 * A signed-in device as the settings page lists it: browser and system read from the user
 * agent, the address masked, and whether it is the session asking.
 */
export const ZAccountSessionSchema = z.object({
  id: z.string().uuid(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The address with its last part hidden ('203.0.113.***'), null when unknown. */
  maskedIp: z.string().nullable(),
  signedInAt: z.string().datetime({ offset: true }),
  lastActiveAt: z.string().datetime({ offset: true }),
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSessionSchema>;

export const ZSessionIdParamsSchema = z.object({
  sessionId: z.string().uuid(ACCOUNT_MESSAGES.sessionNotFound),
});
