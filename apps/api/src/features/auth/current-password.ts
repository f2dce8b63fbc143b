import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@coinvest/contract';
import { verifyPassword, type UserRow } from '@coinvest/db';
import { BadRequestError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { sessionExpired } from './access-token';
import { findUserById } from '../users/users.repository';

/**
 * The caller's account, once the current password proves it is them at the keyboard. A wrong
 * one is a 400, not a 401: the session is fine, and a 401 would sign the site out.
 */
export async function userWithCurrentPassword(
  db: Executor,
  userId: number,
  currentPassword: string,
): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw sessionExpired();
  if (!(await verifyPassword(user.password, currentPassword))) {
    throw new BadRequestError(ACCOUNT_MESSAGES.currentPasswordWrong, {
      errorCode: ACCOUNT_ERROR_CODES.currentPasswordWrong,
    });
  }
  return user;
}
