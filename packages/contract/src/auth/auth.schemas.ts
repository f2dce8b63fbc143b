import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../users/user-messages';
import { emailSchema, ZUserSchema } from '../users/users.schemas';
import { AUTH_MESSAGES } from './auth-messages';

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** The random token a device keeps once it has signed in to an account (see deviceToken). */
export const DEVICE_TOKEN_MAX_LENGTH = 100;

export const ZSignInBodySchema = z.object({
  email: emailSchema(AUTH_MESSAGES.signInEmailInvalid),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
  /**
   * The token this device got at its last sign-in, if any: a correct password from a device
   * that signed in to the account before is let through while the account's failed sign-ins
   * are limited.
   */
  deviceToken: z.string().max(DEVICE_TOKEN_MAX_LENGTH).optional(),
});
export type TSignInBody = z.infer<typeof ZSignInBodySchema>;

export const ZSignInResponseSchema = z.object({
  token: z.string(),
  user: ZUserSchema,
  /** Kept by the device and sent with its next sign-in (ZSignInBodySchema.deviceToken). */
  deviceToken: z.string(),
  /** The account's first session ever: the sites welcome the user, not 'welcome back'. */
  firstSignIn: z.boolean(),
});
export type TSignInResponse = z.infer<typeof ZSignInResponseSchema>;

export const ZForgotPasswordBodySchema = z.object({
  email: emailSchema(AUTH_MESSAGES.resetEmailInvalid),
});
export type TForgotPasswordBody = z.infer<typeof ZForgotPasswordBodySchema>;

/** The reset step: the code the e-mail carried, the new password twice, and the e-mail. */
export const ZResetPasswordBodySchema = z
  .object({
    email: emailSchema(AUTH_MESSAGES.resetEmailInvalid),
    token: z
      .string()
      .trim()
      .min(1, AUTH_MESSAGES.resetTokenRequired)
      .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), AUTH_MESSAGES.resetCodeFormat),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.confirmPasswordRequired),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDontMatch,
  });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBodySchema>;

/** POST /api/auth/verify-email: the code e-mailed at sign-up (or by a resend). */
export const ZVerifyEmailBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), AUTH_MESSAGES.resetCodeFormat),
});
export type TVerifyEmailBody = z.infer<typeof ZVerifyEmailBodySchema>;
