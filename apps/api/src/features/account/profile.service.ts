import {
  ERROR_CODES,
  USER_MESSAGES,
  type TUpdateProfileBody,
  type TUser,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { ConflictError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres-errors';
import type { AuthUser } from '../../lib/access/request-user';
import { toUser } from '../users/user.mapper';
import { isUsernameTakenByOther, updateUserProfile } from '../users/users.repository';

const usernameTaken = () =>
  new ConflictError(USER_MESSAGES.usernameTaken, { errorCode: ERROR_CODES.usernameTaken });

/** The caller's names and username; a username another account holds (any case) is a 409. */
export async function updateProfile(
  { db }: Pick<FastifyInstance, 'db'>,
  user: AuthUser,
  body: TUpdateProfileBody,
): Promise<TUser> {
  if (await isUsernameTakenByOther(db, { username: body.username, userId: user.id })) {
    throw usernameTaken();
  }
  try {
    return toUser(await updateUserProfile(db, user.id, body));
  } catch (error) {
    // Two accounts racing for one name: the unique index decides, with the same answer.
    if (
      isUniqueViolation(error, 'users_username_key') ||
      isUniqueViolation(error, 'users_username_lower_key')
    )
      throw usernameTaken();
    throw error;
  }
}
