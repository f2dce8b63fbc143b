import { z } from 'zod';

/** An inspector signs off progress of the projects assigned to them and can change nothing else. */
export const USER_ROLES = ['user', 'admin', 'inspector'] as const;
export const ZUserRoleSchema = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRoleSchema>;

export const PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes any length; the cap keeps a hash request from becoming a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

export const USER_MESSAGES = {
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  usernameInvalid: 'Username may contain only letters, numbers, dots, dashes and underscores',
  emailInvalid: 'Please enter a valid email',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Name must be at most 100 characters',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDontMatch: "Passwords don't match",
  passwordTooCommon: 'This password is too common. Please choose another.',
  acceptTerms: 'You must accept the terms and conditions',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
} as const;

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
