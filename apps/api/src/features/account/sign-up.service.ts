import { ERROR_CODES, USER_MESSAGES, type TSignUpBody, type TUser } from '@coinvest/contract';
import { hashPassword } from '@coinvest/db';
import { refuseWeakPassword } from '../users/breached-passwords';
import type { FastifyInstance } from 'fastify';
import { ConflictError } from '../../lib/errors';
import { sendVerificationCode } from '../auth/email-verification.service';
import { isUniqueViolation } from '../../lib/postgres-errors';
import { toUser } from '../users/user.mapper';
import { findTakenIdentifiers, insertUser } from '../users/users.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'email'>;

const usernameTaken = () =>
  new ConflictError(USER_MESSAGES.usernameTaken, { errorCode: ERROR_CODES.usernameTaken });
const emailTaken = () =>
  new ConflictError(USER_MESSAGES.emailTaken, { errorCode: ERROR_CODES.emailTaken });

/**
 * Sign-up: always a plain user; the role is never taken from the request. The address is
 * e-mailed a code and stays unverified until the code comes back (docs/product-rules.md).
 */
export async function signUp(ctx: Context, body: TSignUpBody): Promise<TUser> {
  const { db } = ctx;
  refuseWeakPassword(body.password, 'user');
  const taken = await findTakenIdentifiers(db, body);
  if (taken.usernameTaken) throw usernameTaken();
  if (taken.emailTaken) throw emailTaken();

  const passwordHash = await hashPassword(body.password);
  try {
    const row = await insertUser(db, {
      username: body.username,
      email: body.email,
      password: passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      role: 'user',
    });
    await sendVerificationCode(ctx, row);
    return toUser(row);
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, with the same answer.
    if (
      isUniqueViolation(error, 'users_username_key') ||
      isUniqueViolation(error, 'users_username_lower_key')
    )
      throw usernameTaken();
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
}
