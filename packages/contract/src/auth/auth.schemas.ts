import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../users/user-messages';
import { emailSchema, ZUserSchema } from '../users/users.schemas';
import { AUTH_MESSAGES } from './auth-messages';

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

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
