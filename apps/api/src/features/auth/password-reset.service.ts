import {
  AUTH_MESSAGES,
  ERROR_CODES,
  RESET_CODE_MAX_ATTEMPTS,
  type TForgotPasswordBody,
  type TResetPasswordBody,
} from '@coinvest/contract';
import { hashPassword } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../lib/errors';
import { refuseBreachedPassword } from '../users/breached-passwords';
import { findUserByEmail, updateUserPassword } from '../users/users.repository';
import {
  countFailedCodeAttempt,
  expireUnusedCodes,
  findLatestCodeForUpdate,
  markCodeUsed,
} from './emailed-codes.repository';
import { insertResetCode } from './password-resets.repository';
import { passwordResetEmail } from './reset-email';
import {
  generateResetCode,
  hashResetCode,
  judgeResetAttempt,
  resetCodeExpiry,
  resetCodeMatches,
  type ResetAttemptOutcome,
} from './reset-code';
import { revokeAllSessionsOfUser } from './sessions.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'email'>;

/**
 * Sends a fresh code when the account exists. The caller answers the same either way, so the
 * answer does not tell who has an account.
 */
export async function forgotPassword(ctx: Context, { email }: TForgotPasswordBody): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;

  const now = new Date();
  const code = await issueResetCode(ctx, user.id, resetCodeExpiry(now), now);
  await ctx.email.send(
    passwordResetEmail({
      to: user.email,
      language: user.preferredLanguage,
      firstName: user.firstName,
      code,
      resetUrl: `${ctx.config.web.investorUrl}/forgot-password`,
      supportEmail: ctx.config.mail.supportEmail,
    }),
  );
}

/**
 * A new code for the account that sets a new password until `expiresAt`; earlier unused codes
 * stop working. Returns the code, which is stored only as its hash.
 */
export async function issueResetCode(
  ctx: Pick<Context, 'db' | 'config'>,
  userId: number,
  expiresAt: Date,
  now = new Date(),
): Promise<string> {
  const code = generateResetCode();
  await ctx.db.transaction().execute(async (trx) => {
    await expireUnusedCodes(trx, 'passwordResets', userId, now);
    await insertResetCode(trx, {
      userId,
      codeHash: hashResetCode(code, ctx.config.auth.jwtSecret),
      expiresAt,
    });
  });
  return code;
}

const resetCodeInvalid = () =>
  new BadRequestError(AUTH_MESSAGES.resetCodeInvalid, { errorCode: ERROR_CODES.resetCodeInvalid });
const resetCodeLocked = () =>
  new BadRequestError(AUTH_MESSAGES.resetCodeTooManyAttempts, {
    errorCode: ERROR_CODES.resetCodeTooManyAttempts,
  });

/**
 * Checks the latest code of the account. A wrong code is counted (and that count is kept even
 * though the answer is an error); the right one sets the new password, uses the code up and
 * signs the account out everywhere, all in one transaction.
 */
export async function resetPassword(ctx: Context, body: TResetPasswordBody): Promise<void> {
  // Before the code is judged: a refused password does not spend one of the code's attempts.
  refuseBreachedPassword(body.newPassword);
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) throw resetCodeInvalid();

  const outcome = await ctx.db.transaction().execute(async (trx): Promise<ResetAttemptOutcome> => {
    const now = new Date();
    const code = await findLatestCodeForUpdate(trx, 'passwordResets', user.id);
    const matches =
      code !== undefined && resetCodeMatches(body.token, code.codeHash, ctx.config.auth.jwtSecret);
    const judged = judgeResetAttempt(code, matches, now);
    if (!code || judged === 'invalid') return judged;

    if (judged === 'accepted') {
      await updateUserPassword(trx, user.id, await hashPassword(body.newPassword));
      await markCodeUsed(trx, 'passwordResets', code.id, now);
      await revokeAllSessionsOfUser(trx, user.id, now);
    } else if (!matches && code.attempts < RESET_CODE_MAX_ATTEMPTS) {
      await countFailedCodeAttempt(trx, 'passwordResets', code.id);
    }
    return judged;
  });

  if (outcome === 'invalid' || outcome === 'wrong') throw resetCodeInvalid();
  if (outcome === 'locked') throw resetCodeLocked();
}
