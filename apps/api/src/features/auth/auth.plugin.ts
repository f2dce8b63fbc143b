import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../../lib/access/request-user';
import { tooManyRequests, userLimitKey, type UserLimit } from '../../lib/rate-limit';
import { authenticate, authenticateCounting } from './auth.service';
import type { AccessTokenClaims } from './access-token';
import type { ChallengeClaims } from './second-factor-challenge';
import { serverKey } from './server-keys';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims | ChallengeClaims;
    user: AuthUser | null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: sets request.user from a valid bearer token of a live session, or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook: as authenticate, and counts the call against the caller's per-user limit
     * in the same round trip; 429 (with Retry-After) once a window holds more than its max.
     */
    authenticateWithin: (
      limit: UserLimit,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const authPlugin = fp(
  async (app) => {
    const { jwtSecret, tokenTtlHours } = app.config.auth;
    await app.register(jwt, {
      // Its own key, so a token's signature says nothing of the keys that hash or encrypt.
      secret: serverKey(jwtSecret, 'access-token'),
      sign: { algorithm: 'HS256', expiresIn: `${tokenTtlHours}h` },
      // A signed-in person sends one token again and again: its signature and claims are
      // checked once, then kept (fast-jwt's LRU; expiry still applies). The session behind it
      // is still looked up on every request, so a revoked one is refused at once.
      verify: { algorithms: ['HS256'], cache: 10_000 },
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.user = await authenticate(app, request.headers.authorization);
    });
    app.decorate('authenticateWithin', (limit: UserLimit) => {
      const count = {
        keyOf: (userId: number) => userLimitKey(limit.name, userId),
        timeWindowMs: limit.timeWindow,
      };
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const counted = await authenticateCounting(app, request.headers.authorization, count);
        request.user = counted.user;
        if (counted.count.current > limit.max) {
          throw tooManyRequests(reply, Math.ceil(counted.count.ttl / 1000));
        }
      };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
