import { AUTH_MESSAGES, ERROR_CODES } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticationRequired } from '../../lib/access/request-user';
import { UnauthorizedError } from '../../lib/errors';

/** What a token carries: the user (sub) and the session (sid) the server can revoke. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
}

const ZAccessTokenClaimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  sid: z.string().uuid(),
});

export const sessionExpired = () =>
  new UnauthorizedError(AUTH_MESSAGES.sessionExpired, { errorCode: ERROR_CODES.sessionExpired });

export function signAccessToken(
  app: Pick<FastifyInstance, 'jwt'>,
  { userId, sessionId, expiresAt }: { userId: number; sessionId: string; expiresAt?: Date },
): string {
  const claims: AccessTokenClaims = { sub: String(userId), sid: sessionId };
  if (!expiresAt) return app.jwt.sign(claims);
  // The token ends with its session (admins' are shorter than the default).
  const expiresInSeconds = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return app.jwt.sign(claims, { expiresIn: `${expiresInSeconds}s` });
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** Checks the signature, algorithm and expiry; a failure is a 401, never a 500. */
export function verifyAccessToken(
  app: Pick<FastifyInstance, 'jwt'>,
  token: string,
): { userId: number; sessionId: string } {
  let decoded: unknown;
  try {
    decoded = app.jwt.verify(token);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw code === 'FAST_JWT_EXPIRED' ? sessionExpired() : authenticationRequired();
  }
  const claims = ZAccessTokenClaimsSchema.safeParse(decoded);
  if (!claims.success) throw authenticationRequired();
  return { userId: Number(claims.data.sub), sessionId: claims.data.sid };
}
