import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, ERROR_CODES } from '@coinvest/contract';
import type { DB } from '@coinvest/db';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { TooManyRequestsError } from './errors';
import { pruneExpiredCounts } from './rate-limit.repository';
import { postgresRateLimitStore } from './rate-limit-store';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A browser opens one socket per page load and reconnects with backoff; 60 a minute is ample. */
const SOCKET_LIMIT = { max: 60, timeWindow: MINUTE_MS };
/**
 * A page asks once per language change (one batch), plus single texts; each miss costs a call
 * to a paid service, so 60 a minute per address is ample for a reader and bounds a script.
 */
const TRANSLATION_LIMIT = { max: 60, timeWindow: MINUTE_MS };
/** How often each instance deletes the counts whose window has ended. */
const PRUNE_INTERVAL_MS = 10 * MINUTE_MS;

interface Limit {
  max: number;
  timeWindow: number;
}

/** A limit per signed-in user, counted in the same round trip as the caller's session. */
export interface UserLimit extends Limit {
  name: string;
}

/**
 * New investments (reservations) per signed-in user: each holds part of a unit for 7 days; the
 * pending caps bound what one user holds, this bounds how fast they can reserve, cancel and
 * reserve again. Counted by app.authenticateWithin.
 */
export const INVESTMENT_LIMIT: UserLimit = { name: 'investment', max: 30, timeWindow: HOUR_MS };

/**
 * KYC submissions per signed-in user: a person submits the form once, and again after a
 * rejection; each call stores files.
 */
export const KYC_SUBMISSION_LIMIT: UserLimit = {
  name: 'kyc-submission',
  max: 10,
  timeWindow: HOUR_MS,
};

/** Project interests per signed-in user: each is a request an admin reviews by hand. */
export const PROJECT_INTEREST_LIMIT: UserLimit = {
  name: 'project-interest',
  max: 20,
  timeWindow: HOUR_MS,
};

type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * @fastify/rate-limit with its counts in PostgreSQL (rate-limit-store.ts), so a limit holds
 * across every API instance; each instance prunes expired counts now and then. Only the routes
 * that ask for a limit have one (no global limit: it would add a database round trip to every
 * request).
 */
export const rateLimitPlugin = fp<{ db: Kysely<DB> }>(
  async (app, { db }) => {
    await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });

    const prune = () => {
      pruneExpiredCounts(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'Could not prune expired rate-limit counts'),
      );
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', () => {
      timer = setInterval(prune, PRUNE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', () => clearInterval(timer));
  },
  { name: 'rate-limits' },
);

/**
 * A hook that counts each call under `${name}:${key}` and answers 429 (the account routes'
 * message, with Retry-After) once a window holds more than `max`. A call for which keyOf finds
 * nothing to count by is not counted.
 */
function limitBy(
  app: FastifyInstance,
  name: string,
  { max, timeWindow }: Limit,
  keyOf: (request: FastifyRequest) => string | undefined,
): RateLimitHook {
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
    allowList: (request) => keyOf(request) === undefined,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw tooManyRequests(reply, result.ttlInSeconds);
  };
}

/** The 429 of every limit (the account routes' message), with Retry-After. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): Error {
  void reply.header('retry-after', retryAfterSeconds);
  return new TooManyRequestsError(AUTH_MESSAGES.tooManyRequests, {
    errorCode: ERROR_CODES.tooManyRequests,
  });
}

/** Where a user limit counts a user's calls. */
export function userLimitKey(name: string, userId: number): string {
  return `${name}:user:${userId}`;
}

/** The client's address; IPv6 clients count by their /64, which one person usually holds. */
const byAddress = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;

/**
 * The account a sign-in or reset call names, as stored (trimmed, lower-case), hashed so the
 * table never holds what someone typed.
 */
function byAccount(request: FastifyRequest): string | undefined {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  if (typeof body.email !== 'string') return undefined;
  const email = body.email.trim().toLowerCase();
  if (email === '') return undefined;
  return `account:${createHash('sha256').update(email).digest('hex')}`;
}

/**
 * The strict limit of the account routes (sign-in, sign-up, password reset) per client
 * address: each route, named here, counts its own calls.
 */
export function authRateLimit(app: FastifyInstance, route: string): RateLimitHook {
  const { rateLimitMax, rateLimitWindowMs } = app.config.auth;
  return limitBy(app, route, { max: rateLimitMax, timeWindow: rateLimitWindowMs }, byAddress);
}

/**
 * Sign-in and password reset also count per account (the body's e-mail), with the same
 * budget, so calls from many addresses cannot guess one account's password or code. A
 * preValidation hook: it needs the parsed body.
 */
export function accountRateLimit(app: FastifyInstance, route: string): RateLimitHook {
  const { rateLimitMax, rateLimitWindowMs } = app.config.auth;
  return limitBy(app, route, { max: rateLimitMax, timeWindow: rateLimitWindowMs }, byAccount);
}

/**
 * The contact form sends an e-mail to the support inbox on every call: it gets the same strict
 * limit as the account routes, counted on its own.
 */
export function formRateLimit(app: FastifyInstance): RateLimitHook {
  return authRateLimit(app, 'contact');
}

/** New /ws connections per client address; refused before the upgrade with a 429. */
export function socketRateLimit(app: FastifyInstance): RateLimitHook {
  return limitBy(app, 'socket', SOCKET_LIMIT, byAddress);
}

/**
 * Chatbot messages per client address (CHATBOT_RATE_LIMIT_MAX a minute): each may read the
 * database several times and call a language model.
 */
export function chatbotRateLimit(app: FastifyInstance): RateLimitHook {
  const limit = { max: app.config.chatbot.rateLimitMax, timeWindow: MINUTE_MS };
  return limitBy(app, 'chatbot', limit, byAddress);
}

/** /api/translate and its batch per client address, one budget for both. */
export function translationRateLimit(app: FastifyInstance): RateLimitHook {
  return limitBy(app, 'translate', TRANSLATION_LIMIT, byAddress);
}
