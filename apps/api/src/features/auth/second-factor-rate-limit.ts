import { AUTH_MESSAGES, ERROR_CODES } from '@coinvest/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../lib/errors';
import { bearerToken } from './access-token';

/**
 * The account a code is typed for: the user of the body's challenge, else of the bearer
 * token. Only a token this server signed counts, so nobody spends another account's budget.
 */
function signedAccount(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const body: unknown = request.body;
  const challenge =
    typeof body === 'object' && body !== null && 'challengeToken' in body
      ? body.challengeToken
      : undefined;
  const token =
    typeof challenge === 'string' ? challenge : bearerToken(request.headers.authorization);
  if (token === undefined) return undefined;
  try {
    const { sub } = app.jwt.verify<{ sub?: unknown }>(token);
    return typeof sub === 'string' ? `user:${sub}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Codes typed per account, with the sign-in budget (AUTH_RATE_LIMIT_*), so addresses taking
 * turns cannot guess one account's code; the routes also count per address with the sign-in
 * route. A preValidation hook: it needs the parsed body.
 */
export function secondFactorAccountRateLimit(app: FastifyInstance) {
  const { rateLimitMax, rateLimitWindowMs } = app.config.auth;
  const check = app.createRateLimit({
    max: rateLimitMax,
    timeWindow: rateLimitWindowMs,
    keyGenerator: (request) => `second-factor:${signedAccount(app, request) ?? ''}`,
    allowList: (request) => signedAccount(app, request) === undefined,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', result.ttlInSeconds);
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyRequests, {
      errorCode: ERROR_CODES.tooManyRequests,
    });
  };
}
