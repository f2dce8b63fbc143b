import {
  AUTH_MESSAGES,
  ERROR_CODES,
  SECOND_FACTOR_ERROR_CODES,
  SECOND_FACTOR_MESSAGES,
  type TSignInBody,
  type TSignInChallenge,
  type TSignInResponse,
  type TUser,
} from '@coinvest/contract';
import { hashPassword, verifyPassword, type UserRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { authenticationRequired } from '../../lib/access/request-user';
import { UnauthorizedError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import type { CallCount } from '../../lib/rate-limit.repository';
import { toUser } from '../users/user.mapper';
import { findUserByEmail, findUserById } from '../users/users.repository';
import { bearerToken, sessionExpired, signAccessToken, verifyAccessToken } from './access-token';
import type { AuthUser } from '../../lib/access/request-user';
import { isKnownDevice, rememberDevice } from './sign-in-devices.repository';
import { countFailedSignIn, refuseWhileLimited } from './sign-in-limit';
import { signChallenge } from './second-factor-challenge';
import { findSecondFactor } from './second-factors.repository';
import {
  createSession,
  hasHadSession,
  findLiveSessionUser,
  findLiveSessionUserCounting,
  revokeSession,
  touchSession,
  type LiveSession,
} from './sessions.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'jwt'>;

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
  /** The device token the client presented, if any (sign-in-devices.repository.ts). */
  deviceToken?: string | undefined;
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

/** Last use is written at most this often, so a busy session costs no write per request. */
const LAST_SEEN_PRECISION_MS = 60_000;

/**
 * Password first. An account with a second factor, or an admin who must enrol, gets a
 * challenge instead of a session (the route answers it with 202). While the account's failed
 * sign-ins are limited, only a device that signed in to it before gets a password checked.
 */
export async function signIn(
  ctx: Context & Pick<FastifyInstance, 'email'>,
  body: TSignInBody,
  client: ClientInfo,
): Promise<{ session: TSignInResponse } | { challenge: TSignInChallenge }> {
  const user = await findUserByEmail(ctx.db, body.email);
  await refuseWhileLimited(ctx, body.email, async () =>
    user ? isKnownDevice(ctx.db, user.id, body.deviceToken) : false,
  );
  if (!user) {
    await verifyPassword(await timingDummyHash(), body.password);
    await countFailedSignIn(ctx, body.email, undefined);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.password, body.password))) {
    await countFailedSignIn(ctx, body.email, user);
    throw invalidCredentials();
  }

  const secondFactor = await findSecondFactor(ctx.db, user.id);
  if (secondFactor?.confirmedAt) return { challenge: signChallenge(ctx, user.id, 'code') };
  if (secondFactorRequired(ctx, user.role)) {
    return { challenge: signChallenge(ctx, user.id, 'enrolment') };
  }
  const device = { ...client, deviceToken: body.deviceToken };
  return { session: await startSession(ctx, ctx.db, user, device, false) };
}

/**
 * An admin's or inspector's second factor, where the server requires it (ADMIN_MFA,
 * INSPECTOR_MFA): investors trust what both sign.
 */
export function secondFactorRequired(ctx: Pick<Context, 'config'>, role: UserRow['role']) {
  const { adminSecondFactor, inspectorSecondFactor } = ctx.config.auth;
  if (role === 'admin') return adminSecondFactor === 'required';
  return role === 'inspector' && inspectorSecondFactor === 'required';
}

/**
 * A new session: admins' and inspectors' are shorter and end sooner when idle; investors'
 * keep the default lifetime and end after days unused.
 */
export async function startSession(
  ctx: Pick<Context, 'config' | 'jwt'>,
  db: Executor,
  user: UserRow,
  client: ClientInfo,
  secondFactorVerified: boolean,
): Promise<TSignInResponse> {
  const { tokenTtlHours, investorSessionIdleMinutes, adminSessionHours, adminSessionIdleMinutes } =
    ctx.config.auth;
  const isStaff = user.role === 'admin' || user.role === 'inspector';
  const expiresAt = new Date(
    Date.now() + (isStaff ? adminSessionHours : tokenTtlHours) * 3_600_000,
  );
  const firstSignIn = !(await hasHadSession(db, user.id));
  const sessionId = await createSession(db, {
    userId: user.id,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ip: client.ip,
    idleTimeoutMinutes: isStaff ? adminSessionIdleMinutes : investorSessionIdleMinutes,
    secondFactorVerified,
  });
  return {
    token: signAccessToken(ctx, { userId: user.id, sessionId, expiresAt }),
    user: toUser(user),
    deviceToken: await rememberDevice(db, user.id, client.deviceToken),
    firstSignIn,
  };
}

/** The caller behind an Authorization header: a valid token of a live, unrevoked session. */
export async function authenticate(
  ctx: Context,
  authorization: string | undefined,
): Promise<AuthUser> {
  const { user } = await authenticateWith(ctx, authorization, (lookup) =>
    findLiveSessionUser(ctx.db, lookup),
  );
  return user;
}

/**
 * The caller when the request carries a live session's token; null for a visitor, and for a
 * stale token too, on a route that anyone may call.
 */
export async function callerIfSignedIn(
  ctx: Context,
  authorization: string | undefined,
): Promise<AuthUser | null> {
  if (!bearerToken(authorization)) return null;
  try {
    return await authenticate(ctx, authorization);
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}

/**
 * As authenticate, and counts the call under the caller's key of a per-user rate limit in the
 * same round trip; returns the count for the caller to compare with the limit.
 */
export async function authenticateCounting(
  ctx: Context,
  authorization: string | undefined,
  count: { keyOf: (userId: number) => string; timeWindowMs: number },
): Promise<{ user: AuthUser; count: CallCount }> {
  const { user, session } = await authenticateWith(ctx, authorization, (lookup) =>
    findLiveSessionUserCounting(ctx.db, lookup, {
      key: count.keyOf(lookup.userId),
      timeWindowMs: count.timeWindowMs,
    }),
  );
  return { user, count: { current: session.current, ttl: session.ttl } };
}

async function authenticateWith<Session extends LiveSession>(
  ctx: Context,
  authorization: string | undefined,
  findSession: (lookup: {
    sessionId: string;
    userId: number;
    now: Date;
  }) => Promise<Session | undefined>,
): Promise<{ user: AuthUser; session: Session }> {
  const token = bearerToken(authorization);
  if (!token) throw authenticationRequired();
  const { userId, sessionId } = verifyAccessToken(ctx, token);
  const now = new Date();
  const session = await findSession({ sessionId, userId, now });
  if (!session) throw sessionExpired();
  // A session begun without the code (before ADMIN_MFA or INSPECTOR_MFA was required) opens
  // nothing for an admin or inspector.
  if (secondFactorRequired(ctx, session.role) && !session.secondFactorVerified) {
    const message =
      session.role === 'inspector'
        ? SECOND_FACTOR_MESSAGES.requiredForInspectors
        : SECOND_FACTOR_MESSAGES.requiredForAdmins;
    throw new UnauthorizedError(message, { errorCode: SECOND_FACTOR_ERROR_CODES.required });
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
    await touchSession(ctx.db, sessionId, now);
  }
  const user = {
    id: session.userId,
    role: session.role,
    sessionId,
    emailVerified: session.emailVerified,
  };
  return { user, session };
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
