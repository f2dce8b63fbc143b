import {
  EMAIL_TEXTS,
  EMAIL_VERIFICATION_CODES_PER_HOUR,
  EMAIL_VERIFICATION_ERROR_CODES,
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_TOO_MANY_ATTEMPTS,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  type TUser,
  type TVerifyEmailBody,
} from '@coinvest/contract';
import type { UserRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../lib/errors';
import { toUser } from '../users/user.mapper';
import { findUserById, markEmailVerified } from '../users/users.repository';
import { sessionExpired } from './access-token';
import {
  countCodesIssuedSince,
  countFailedCodeAttempt,
  expireUnusedCodes,
  findLatestCodeForUpdate,
  markCodeUsed,
} from './emailed-codes.repository';
import { insertVerificationCode } from './email-verifications.repository';
import type { AuthUser } from '../../lib/access/request-user';
import {
  generateResetCode,
  hashResetCode,
  judgeResetAttempt,
  resetCodeExpiry,
  resetCodeMatches,
} from './reset-code';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'email'>;

const HOUR_MS = 3_600_000;

/**
 * E-mails a new code to the account's address (codes work as reset codes do: hashed,
 * 15 minutes, 5 tries, once); earlier unused codes stop working.
 */
export async function sendVerificationCode(ctx: Context, user: UserRow): Promise<void> {
  const code = generateResetCode();
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    await expireUnusedCodes(trx, 'emailVerifications', user.id, now);
    await insertVerificationCode(trx, {
      userId: user.id,
      codeHash: hashResetCode(code, ctx.config.auth.jwtSecret),
      expiresAt: resetCodeExpiry(now),
    });
  });
  await ctx.email.send({
    to: user.email,
    ...EMAIL_TEXTS.emailVerification(
      {
        code,
        verifyUrl: `${ctx.config.web.investorUrl}/verify-email`,
        ttlMinutes: RESET_CODE_TTL_MINUTES,
        supportEmail: ctx.config.mail.supportEmail,
      },
      user.preferredLanguage,
    ),
  });
}

/**
 * A new code while the address is unverified and the hour's codes are not spent. The caller
 * answers the same either way, so a script learns nothing from it and cannot flood the inbox.
 */
export async function resendVerificationCode(ctx: Context, caller: AuthUser): Promise<void> {
  const user = await findUserById(ctx.db, caller.id);
  if (!user || user.emailVerifiedAt !== null) return;
  const since = new Date(Date.now() - HOUR_MS);
  const issued = await countCodesIssuedSince(ctx.db, 'emailVerifications', user.id, since);
  if (issued >= EMAIL_VERIFICATION_CODES_PER_HOUR) return;
  await sendVerificationCode(ctx, user);
}

const codeInvalid = () =>
  new BadRequestError(EMAIL_VERIFICATION_MESSAGES.emailVerificationCodeInvalid, {
    errorCode: EMAIL_VERIFICATION_ERROR_CODES.codeInvalid,
  });
const codeLocked = () =>
  new BadRequestError(EMAIL_VERIFICATION_TOO_MANY_ATTEMPTS, {
    errorCode: EMAIL_VERIFICATION_ERROR_CODES.tooManyAttempts,
  });

/**
 * The right code of the latest e-mail marks the address verified and uses the code up, in one
 * transaction; a wrong one is counted (and that count is kept). An address already verified
 * stays so, whatever the code.
 */
export async function verifyEmail(
  ctx: Context,
  caller: AuthUser,
  body: TVerifyEmailBody,
): Promise<TUser> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const now = new Date();
    const user = await findUserById(trx, caller.id);
    if (!user) throw sessionExpired();
    if (user.emailVerifiedAt !== null) return { user };

    const code = await findLatestCodeForUpdate(trx, 'emailVerifications', caller.id);
    const matches =
      code !== undefined && resetCodeMatches(body.code, code.codeHash, ctx.config.auth.jwtSecret);
    const judged = judgeResetAttempt(code, matches, now);
    if (!code || judged === 'invalid') return { judged };

    if (judged === 'accepted') {
      await markCodeUsed(trx, 'emailVerifications', code.id, now);
      return { user: await markEmailVerified(trx, caller.id, now) };
    }
    if (!matches && code.attempts < RESET_CODE_MAX_ATTEMPTS) {
      await countFailedCodeAttempt(trx, 'emailVerifications', code.id);
    }
    return { judged };
  });

  if (result.user) return toUser(result.user);
  if (result.judged === 'locked') throw codeLocked();
  throw codeInvalid();
}
