import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

/**
 * The strict limit of the account routes (sign-in, sign-up, password reset): each route counts
 * its own calls per client IP.
 */
export function authRateLimit(app: FastifyInstance): onRequestAsyncHookHandler {
  const { rateLimitMax, rateLimitWindowMs } = app.config.auth;
  return app.rateLimit({ max: rateLimitMax, timeWindow: rateLimitWindowMs });
}

/**
 * The contact form sends an e-mail to the support inbox on every call: it gets the same strict
 * limit as the account routes, counted on its own.
 */
export function formRateLimit(app: FastifyInstance): onRequestAsyncHookHandler {
  return authRateLimit(app);
}
