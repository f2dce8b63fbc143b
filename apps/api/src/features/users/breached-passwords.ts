import { ERROR_CODES, USER_MESSAGES } from '@coinvest/contract';
import { BadRequestError } from '../../lib/errors';
// The 42,692 passwords of 6 characters or more from zxcvbn-ts's list of the most common
// breached passwords (@zxcvbn-ts/language-common 4.1.3, MIT), lower-cased: docs/decisions.md,
// "Breached passwords".
import breachedPasswords from './breached-passwords.json' with { type: 'json' };

const BREACHED = new Set<string>(breachedPasswords);

/** Whether the password is one of the common breached ones, whatever its letter case. */
export function isBreachedPassword(password: string): boolean {
  return BREACHED.has(password.toLowerCase());
}

/**
 * The server's check beside the form's minimum length: a password every attacker tries first
 * is refused with a message the sites show as it is.
 */
export function refuseBreachedPassword(password: string): void {
  if (isBreachedPassword(password)) {
    throw new BadRequestError(USER_MESSAGES.passwordTooCommon, {
      errorCode: ERROR_CODES.passwordTooCommon,
    });
  }
}
