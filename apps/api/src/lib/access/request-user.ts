import { AUTH_MESSAGES, ERROR_CODES, HTTP_MESSAGES, type TUserRole } from '@coinvest/contract';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors';

/** The caller, as the authenticate hook found them: a live session of an existing user. */
export interface AuthUser {
  id: number;
  role: TUserRole;
  sessionId: string;
  /** Read with the session; an unverified account may not invest, export or delete its data. */
  emailVerified: boolean;
}

export const authenticationRequired = () =>
  new UnauthorizedError(AUTH_MESSAGES.authenticationRequired, {
    errorCode: ERROR_CODES.authenticationRequired,
  });

/** The signed-in caller; 401 when the route's request carries no valid session. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw authenticationRequired();
  return request.user;
}

/** The signed-in admin; 403 for anyone else who is signed in. */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.role !== 'admin') {
    throw new ForbiddenError(HTTP_MESSAGES.adminRequired, { errorCode: ERROR_CODES.forbidden });
  }
  return user;
}
