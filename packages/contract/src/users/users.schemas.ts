import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
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

/** Letters of any script and their marks, with the spaces, apostrophes, hyphens and periods names use. */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]*)*$/u;
/** Two letters, a period and a letter: a web address ('evil.com'), never a name ('J.R.', 'St. John'). */
const ADDRESS_LIKE = /\p{L}{2}\.\p{L}/u;

/**
 * A first or last name. Names are written into e-mails, so nothing but what names are made of:
 * no digits, '@', '<>', ':' or web addresses that would turn a greeting into a message.
 */
export function personNameSchema(requiredMessage: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(NAME_MAX_LENGTH, USER_MESSAGES.nameTooLong)
    .refine(
      (name) => name === '' || (NAME_PATTERN.test(name) && !ADDRESS_LIKE.test(name)),
      USER_MESSAGES.nameInvalid,
    );
}

/** The body of POST /api/users: confirmPassword and acceptTerms stay in the page. */
export const ZSignUpBodySchema = z.object({
  username: ZUsernameSchema,
  email: emailSchema(USER_MESSAGES.emailInvalid),
  password: ZPasswordSchema,
  firstName: personNameSchema(USER_MESSAGES.firstNameRequired),
  lastName: personNameSchema(USER_MESSAGES.lastNameRequired),
});
export type TSignUpBody = z.infer<typeof ZSignUpBodySchema>;

/**
 * The sign-up form. As the design shows it, the short-password message sits on the confirm
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
  /** Whether the address was proven with an e-mailed code; investing waits for it. */
  emailVerified: z.boolean(),
  createdAt: z.string().datetime({ offset: true }),
});
export type TUser = z.infer<typeof ZUserSchema>;
