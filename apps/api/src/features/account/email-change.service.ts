import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  EMAIL_TEXTS,
  ERROR_CODES,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  USER_MESSAGES,
  type TEmailChangeBody,
  type TEmailChangeConfirmBody,
  type TEmailChangeStarted,
  type TUser,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres-errors';
import {
  countFailedCodeAttempt,
  expireUnusedCodes,
  findLatestCodeForUpdate,
  markCodeUsed,
} from '../auth/emailed-codes.repository';
import type { AuthUser } from '../auth/request-user';
import {
  generateResetCode,
  hashResetCode,
  judgeResetAttempt,
  resetCodeExpiry,
  resetCodeMatches,
  type ResetAttemptOutcome,
} from '../auth/reset-code';
import { toUser } from '../users/user.mapper';
import { findUserByEmail, updateUserEmail } from '../users/users.repository';
import { userWithCurrentPassword } from './current-password';
import { insertEmailChange } from './email-changes.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'email'>;

const emailTaken = () =>
  new ConflictError(USER_MESSAGES.emailTaken, { errorCode: ERROR_CODES.emailTaken });

/**
 * After the current password, e-mails a code to the new address (codes work as reset codes
 * do: hashed, 15 minutes, 5 tries, once). The account keeps its address until the code is
 * confirmed, so a typo cannot lock anyone out.
 */
export async function startEmailChange(
  ctx: Context,
  caller: AuthUser,
  body: TEmailChangeBody,
): Promise<TEmailChangeStarted> {
  const user = await userWithCurrentPassword(ctx.db, caller.id, body.currentPassword);
  if (body.newEmail === user.email)
    throw new BadRequestError(ACCOUNT_MESSAGES.newEmailSameAsCurrent);
  if (await findUserByEmail(ctx.db, body.newEmail)) throw emailTaken();

  const code = generateResetCode();
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    await expireUnusedCodes(trx, 'emailChanges', user.id, now);
    await insertEmailChange(trx, {
      userId: user.id,
      newEmail: body.newEmail,
      codeHash: hashResetCode(code, ctx.config.auth.jwtSecret),
      expiresAt: resetCodeExpiry(now),
    });
  });
  await ctx.email.send({
    to: body.newEmail,
    ...EMAIL_TEXTS.emailChange(
      {
        firstName: user.firstName,
        code,
        settingsUrl: `${ctx.config.web.investorUrl}/settings`,
        ttlMinutes: RESET_CODE_TTL_MINUTES,
        supportEmail: ctx.config.mail.supportEmail,
      },
      user.preferredLanguage,
    ),
  });
  return { message: ACCOUNT_MESSAGES.emailChangeCodeSent, pendingEmail: body.newEmail };
}

const codeInvalid = () =>
  new BadRequestError(ACCOUNT_MESSAGES.emailChangeCodeInvalid, {
    errorCode: ACCOUNT_ERROR_CODES.emailChangeCodeInvalid,
  });
const codeLocked = () =>
  new BadRequestError(ACCOUNT_MESSAGES.emailChangeTooManyAttempts, {
    errorCode: ACCOUNT_ERROR_CODES.emailChangeTooManyAttempts,
  });

/**
 * The right code of the latest request moves the account to the new address and uses the code
 * up, in one transaction; a wrong one is counted (and that count is kept). The code proved the
 * new address, so it counts as verified.
 */
export async function confirmEmailChange(
  ctx: Context,
  caller: AuthUser,
  body: TEmailChangeConfirmBody,
): Promise<TUser> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const now = new Date();
    const change = await findLatestCodeForUpdate(trx, 'emailChanges', caller.id);
    const matches =
      change !== undefined &&
      resetCodeMatches(body.code, change.codeHash, ctx.config.auth.jwtSecret);
    const judged: ResetAttemptOutcome = judgeResetAttempt(change, matches, now);
    if (!change || judged === 'invalid') return { judged };

    if (judged === 'accepted') {
      if (await findUserByEmail(trx, change.newEmail)) throw emailTaken();
      try {
        const user = await updateUserEmail(trx, caller.id, change.newEmail, now);
        await markCodeUsed(trx, 'emailChanges', change.id, now);
        return { judged, user };
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
        throw error;
      }
    }
    if (!matches && change.attempts < RESET_CODE_MAX_ATTEMPTS) {
      await countFailedCodeAttempt(trx, 'emailChanges', change.id);
    }
    return { judged };
  });

  if (result.user) return toUser(result.user);
  if (result.judged === 'locked') throw codeLocked();
  throw codeInvalid();
}
