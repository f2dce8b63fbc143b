// Without zod: the sites translate these messages on pages that load no schema.

export const PASSWORD_MIN_LENGTH = 8;
/** Admins and inspectors: their accounts confirm payments and sign off progress. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** argon2 hashes any length; the cap keeps a hash request from becoming a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Long enough for any real name, too short to carry a message. */
export const NAME_MAX_LENGTH = 50;

export const USER_MESSAGES = {
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  usernameInvalid: 'Username may contain only letters, numbers, dots, dashes and underscores',
  emailInvalid: 'Please enter a valid email',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  nameInvalid: 'Names may contain only letters, spaces, apostrophes, hyphens and periods',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  staffPasswordTooShort: `Administrator and inspector passwords must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDontMatch: "Passwords don't match",
  passwordTooCommon: 'This password is too common. Please choose another.',
  acceptTerms: 'You must accept the terms and conditions',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
} as const;
