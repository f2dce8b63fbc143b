import { z } from 'zod';
import {
  emailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_MESSAGES,
  ZUserSchema,
} from '../users/users.schemas';

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export const AUTH_MESSAGES = {
  signInEmailInvalid: USER_MESSAGES.emailInvalid,
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
  resetEmailInvalid: 'Please enter a valid email address',
  resetTokenRequired: 'Reset token is required',
  resetCodeFormat: 'Enter 6-digit code',
  confirmPasswordRequired: 'Please confirm your password',
  passwordTooShort: USER_MESSAGES.passwordTooShort,
  passwordTooLong: USER_MESSAGES.passwordTooLong,
  passwordsDontMatch: USER_MESSAGES.passwordsDontMatch,
  resetCodeInvalid: 'Invalid or expired reset code',
  resetCodeTooManyAttempts: 'Too many attempts. Please request a new code.',
  resetEmailSent: 'If an account exists for that email, we have sent a 6-digit reset code to it.',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  signedOut: 'Signed out',
  authenticationRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;

export const ZSignInBodySchema = z.object({
  email: emailSchema(AUTH_MESSAGES.signInEmailInvalid),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
});
export type TSignInBody = z.infer<typeof ZSignInBodySchema>;

export const ZSignInResponseSchema = z.object({
  token: z.string(),
  user: ZUserSchema,
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
