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
import { BadRequestError, ConflictError, TooManyRequestsError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/postgres-errors';
import {
  countFailedCodeAttempt,
  expireUnusedCodes,
  findLatestCodeForUpdate,
  markCodeUsed,
} from '../auth/emailed-codes.repository';
import type { AuthUser } from '../../lib/access/request-user';
import {
  generateResetCode,
  hashResetCode,
  judgeResetAttempt,
  resetCodeExpiry,
  resetCodeMatches,
  type ResetAttemptOutcome,
} from '../auth/reset-code';
import { toUser } from '../users/user.mapper';
import { revokeOtherSessionsOfUser } from '../auth/sessions.repository';
import { findUserByEmail, findUserById, updateUserEmail } from '../users/users.repository';
import { userWithCurrentPassword } from '../auth/current-password';
import { countEmailChangesSince, insertEmailChange } from './email-changes.repository';
import { closeSessionSockets } from '../auth/session-sockets';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'email' | 'realtime'>;

const DAY_MS = 24 * 3_600_000;

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
  await refuseBeyondDailyCodes(ctx, user.id);

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
 * E-mail change codes a day per account: each mails an address the caller typed, so the
 * route cannot be used to send mail to strangers in bulk.
 */
export const EMAIL_CHANGE_CODES_PER_DAY = 5;

async function refuseBeyondDailyCodes(ctx: Pick<Context, 'db'>, userId: number): Promise<void> {
  const since = new Date(Date.now() - DAY_MS);
  if ((await countEmailChangesSince(ctx.db, userId, since)) >= EMAIL_CHANGE_CODES_PER_DAY) {
    throw new TooManyRequestsError(ACCOUNT_MESSAGES.emailChangeDailyLimit, {
      errorCode: ERROR_CODES.tooManyRequests,
    });
  }
}

/**
 * The right code of the latest request moves the account to the new address and uses the code
 * up, in one transaction; a wrong one is counted (and that count is kept). The code proved the
 * new address, so it counts as verified. The account's other sessions end with it, and the
 * old address is told where the account went, in case it was not the owner.
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
      const before = await findUserById(trx, caller.id);
      try {
        const user = await updateUserEmail(trx, caller.id, change.newEmail, now);
        await markCodeUsed(trx, 'emailChanges', change.id, now);
        const ended = await revokeOtherSessionsOfUser(trx, {
          userId: caller.id,
          keepSessionId: caller.sessionId,
          now,
        });
        return { judged, user, oldEmail: before?.email, ended };
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

  if (result.user) {
    closeSessionSockets(ctx, result.ended);
    if (result.oldEmail) await sendEmailChangedNotice(ctx, result.user, result.oldEmail);
    return toUser(result.user);
  }
  if (result.judged === 'locked') throw codeLocked();
  throw codeInvalid();
}

async function sendEmailChangedNotice(
  ctx: Context,
  user: { firstName: string; email: string; preferredLanguage: string | null },
  oldEmail: string,
): Promise<void> {
  await ctx.email.send({
    to: oldEmail,
    ...EMAIL_TEXTS.emailChanged(
      {
        firstName: user.firstName,
        newEmail: user.email,
        supportEmail: ctx.config.mail.supportEmail,
      },
      user.preferredLanguage,
    ),
  });
}
