import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_MESSAGES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './user-messages';

/** An inspector signs off progress of the projects assigned to them and can change nothing else. */
export const USER_ROLES = ['user', 'admin', 'inspector'] as const;
export const ZUserRoleSchema = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRoleSchema>;

export const ZUsernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, USER_MESSAGES.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, USER_MESSAGES.usernameTooLong)
  .regex(/^[A-Za-z0-9._-]+$/, USER_MESSAGES.usernameInvalid);

/** E-mail addresses are compared case-insensitively, so they are stored lower-cased. */
export function emailSchema(message: string) {
  return z.string().trim().toLowerCase().max(254, message).email(message);
}

export const ZPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong);

const personName = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(100, USER_MESSAGES.nameTooLong);

/** The body of POST /api/users: confirmPassword and acceptTerms stay in the page. */
export const ZSignUpBodySchema = z.object({
  username: ZUsernameSchema,
  email: emailSchema(USER_MESSAGES.emailInvalid),
  password: ZPasswordSchema,
  firstName: personName(USER_MESSAGES.firstNameRequired),
  lastName: personName(USER_MESSAGES.lastNameRequired),
});
export type TSignUpBody = z.infer<typeof ZSignUpBodySchema>;

/**
 * The sign-up form. As the spec shows it, the short-password message sits on the confirm
 * field, next to the mismatch message; it is also on the password field it is about, so a
 * reader (or a screen reader) on that field learns what is wrong with it.
 */
export const ZSignUpFormSchema = ZSignUpBodySchema.omit({ password: true })
  .extend({
    password: z.string(),
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (form.password.length < PASSWORD_MIN_LENGTH) {
      for (const path of ['password', 'confirmPassword']) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [path],
          message: USER_MESSAGES.passwordTooShort,
        });
      }
    } else if (form.password.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['password'],
        message: USER_MESSAGES.passwordTooLong,
      });
    }
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['confirmPassword'],
        message: USER_MESSAGES.passwordsDontMatch,
      });
    }
    if (!form.acceptTerms) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['acceptTerms'],
        message: USER_MESSAGES.acceptTerms,
      });
    }
  });
export type TSignUpForm = z.infer<typeof ZSignUpFormSchema>;

/** A user as the API shows it: never the password hash. */
export const ZUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZUserRoleSchema,
  createdAt: z.string().datetime({ offset: true }),
});
export type TUser = z.infer<typeof ZUserSchema>;
