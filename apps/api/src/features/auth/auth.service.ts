import {
  AUTH_MESSAGES,
  ERROR_CODES,
  type TSignInBody,
  type TSignInResponse,
  type TUser,
} from '@coinvest/contract';
import { hashPassword, verifyPassword } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { UnauthorizedError } from '../../lib/errors';
import { toUser } from '../users/user.mapper';
import { findUserByEmail, findUserById } from '../users/users.repository';
import {
  authenticationRequired,
  bearerToken,
  sessionExpired,
  signAccessToken,
  verifyAccessToken,
} from './access-token';
import type { AuthUser } from './request-user';
import { createSession, findLiveSessionUser, revokeSession } from './sessions.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'jwt'>;

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

// Verified against when the e-mail is unknown, so both failures take an argon2 verification.
let dummyHash: Promise<string> | undefined;
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-equal-timing');
  return dummyHash;
}

const invalidCredentials = () =>
  new UnauthorizedError(AUTH_MESSAGES.invalidCredentials, {
    errorCode: ERROR_CODES.invalidCredentials,
  });

export async function signIn(
  ctx: Context,
  body: TSignInBody,
  client: ClientInfo,
): Promise<TSignInResponse> {
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) {
    await verifyPassword(await timingDummyHash(), body.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.password, body.password))) throw invalidCredentials();

  const now = new Date();
  const sessionId = await createSession(ctx.db, {
    userId: user.id,
    expiresAt: new Date(now.getTime() + ctx.config.auth.tokenTtlHours * 3_600_000),
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ip: client.ip,
  });
  return { token: signAccessToken(ctx, { userId: user.id, sessionId }), user: toUser(user) };
}

/** The caller behind an Authorization header: a valid token of a live, unrevoked session. */
export async function authenticate(
  ctx: Pick<FastifyInstance, 'db' | 'jwt'>,
  authorization: string | undefined,
): Promise<AuthUser> {
  const token = bearerToken(authorization);
  if (!token) throw authenticationRequired();
  const { userId, sessionId } = verifyAccessToken(ctx, token);
  const session = await findLiveSessionUser(ctx.db, { sessionId, userId, now: new Date() });
  if (!session) throw sessionExpired();
  return { id: session.userId, role: session.role, sessionId };
}

export async function currentUser(
  ctx: Pick<FastifyInstance, 'db'>,
  caller: AuthUser,
): Promise<TUser> {
  const user = await findUserById(ctx.db, caller.id);
  if (!user) throw sessionExpired();
  return toUser(user);
}

export async function logout(ctx: Pick<FastifyInstance, 'db'>, caller: AuthUser): Promise<void> {
  await revokeSession(ctx.db, caller.sessionId, new Date());
}
