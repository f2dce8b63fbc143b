import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, EMAIL_TEXTS, ERROR_CODES } from '@coinvest/contract';
import type { UserRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { TooManyRequestsError } from '../../lib/errors';
import { countCall, readCallCount } from '../../lib/rate-limit.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'email'>;

/**
 * An account's failed sign-ins (wrong passwords) in the running window
 * (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_MS), under the hash of the e-mail typed, so
 * an address nobody has counts the same and the table never holds what someone typed.
 */
function failuresKey(email: string): string {
  return `sign-in-failures:account:${createHash('sha256').update(email).digest('hex')}`;
}

/** A sign-in refused while the account's failures are limited, with when to try again. */
export class SignInLimitedError extends TooManyRequestsError {
  constructor(readonly retryAfterSeconds: number) {
    super(AUTH_MESSAGES.tooManyRequests, { errorCode: ERROR_CODES.tooManyRequests });
  }
}

/**
 * Throws while the account has had its window's worth of failures. Only failures count, so
 * the owner's correct password never spends the budget; and a device that signed in to the
 * account before (knownDevice) is let through, so failures from elsewhere cannot lock out the
 * owner's own devices.
 */
export async function refuseWhileLimited(
  ctx: Context,
  email: string,
  knownDevice: () => Promise<boolean>,
): Promise<void> {
  const failures = await readCallCount(ctx.db, failuresKey(email));
  if (failures.current < ctx.config.auth.rateLimitMax) return;
  if (await knownDevice()) return;
  throw new SignInLimitedError(Math.max(1, Math.ceil(failures.ttl / 1000)));
}

/**
 * The notice to the owner: an investor changes the password in their settings; an admin or
 * inspector has no settings page, so sets a new one with a reset code and signs in on the admin
 * site again.
 */
function signInLimitedEmail(config: Config, user: UserRow, waitMinutes: number) {
  const common = {
    firstName: user.firstName,
    waitMinutes,
    supportEmail: config.mail.supportEmail,
  };
  if (user.role === 'user') {
    return EMAIL_TEXTS.signInLimited(
      { ...common, settingsUrl: `${config.web.investorUrl}/settings` },
      user.preferredLanguage,
    );
  }
  return EMAIL_TEXTS.signInLimitedStaff(
    {
      ...common,
      resetUrl: `${config.web.investorUrl}/forgot-password`,
      signInUrl: `${config.web.adminUrl}/signin`,
    },
    user.preferredLanguage,
  );
}

/**
 * Counts a wrong password. The failure that reaches the limit tells the owner, once a window:
 * later attempts are refused before they are counted, so no later one reaches it again.
 */
export async function countFailedSignIn(
  ctx: Context,
  email: string,
  user: UserRow | undefined,
): Promise<void> {
  const { rateLimitMax, rateLimitWindowMs } = ctx.config.auth;
  const failures = await countCall(ctx.db, failuresKey(email), rateLimitWindowMs);
  if (failures.current !== rateLimitMax || !user) return;
  await ctx.email.send({
    to: user.email,
    ...signInLimitedEmail(ctx.config, user, Math.max(1, Math.ceil(failures.ttl / 60_000))),
  });
}
