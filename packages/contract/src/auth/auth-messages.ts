// Without zod: the sites translate these messages on pages that load no schema.
import { USER_MESSAGES } from '../users/user-messages';

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
