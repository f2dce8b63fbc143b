import {
  AUTH_MESSAGES,
  ERROR_CODES,
  RESET_CODE_MAX_ATTEMPTS,
  type TForgotPasswordBody,
  type TResetPasswordBody,
} from '@coinvest/contract';
import { hashPassword, type DB, type EmailOutboxRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { BadRequestError } from '../../lib/errors';
import { refuseWeakPassword } from '../users/breached-passwords';
import { findUserByEmail, markEmailVerified, updateUserPassword } from '../users/users.repository';
import {
  countFailedCodeAttempt,
  expireUnusedCodes,
  findLatestCodeForUpdate,
  markCodeUsed,
} from './emailed-codes.repository';
import { renderEmail, type EmailContent } from '../email/email-layout';
import { insertOutboxEmails } from '../email/outbox.repository';
import { insertPasswordResetRequest } from './password-reset-requests.repository';
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
 * Records the request with its background job (password-reset-requests.plugin.ts), which sends
 * a fresh code when the account exists. The request does the same work and gives the same
 * answer either way, so neither its answer nor its timing tells who has an account.
 */
export async function forgotPassword(
  ctx: Pick<FastifyInstance, 'db'>,
  { email }: TForgotPasswordBody,
): Promise<void> {
  await insertPasswordResetRequest(ctx.db, email);
}

/**
 * The background half of forgot-password: for each request whose address has an account, a
 * fresh code and its e-mail, recorded in the caller's transaction; returns the outbox rows to
 * hand to the transport once it commits. One code per address per batch.
 */
export async function handlePasswordResetRequests(
  ctx: Pick<Context, 'config'>,
  trx: Transaction<DB>,
  requests: readonly { email: string }[],
): Promise<EmailOutboxRow[]> {
  const messages: EmailContent[] = [];
  const now = new Date();
  for (const email of new Set(requests.map((request) => request.email))) {
    const user = await findUserByEmail(trx, email);
    if (!user) continue;
    const code = await storeResetCode(ctx, trx, user.id, resetCodeExpiry(now), now);
    messages.push(
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
  return insertOutboxEmails(
    trx,
    messages.map((message) => renderEmail(message, ctx.config.mail.supportEmail)),
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
  return ctx.db.transaction().execute((trx) => storeResetCode(ctx, trx, userId, expiresAt, now));
}

async function storeResetCode(
  ctx: Pick<Context, 'config'>,
  trx: Transaction<DB>,
  userId: number,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const code = generateResetCode();
  await expireUnusedCodes(trx, 'passwordResets', userId, now);
  await insertResetCode(trx, {
    userId,
    codeHash: hashResetCode(code, ctx.config.auth.jwtSecret),
    expiresAt,
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
  refuseWeakPassword(body.newPassword, 'user');
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
      // Only once the code is right, so the answer tells nobody else the account's role; the
      // code is left unused for a longer password. An invited inspector sets the first one here.
      refuseWeakPassword(body.newPassword, user.role);
      await updateUserPassword(trx, user.id, await hashPassword(body.newPassword));
      await markCodeUsed(trx, 'passwordResets', code.id, now);
      // The code reached the address, which proves it as the sign-up's code would.
      if (user.emailVerifiedAt === null) await markEmailVerified(trx, user.id, now);
      await revokeAllSessionsOfUser(trx, user.id, now);
    } else if (!matches && code.attempts < RESET_CODE_MAX_ATTEMPTS) {
      await countFailedCodeAttempt(trx, 'passwordResets', code.id);
    }
    return judged;
  });

  if (outcome === 'invalid' || outcome === 'wrong') throw resetCodeInvalid();
  if (outcome === 'locked') throw resetCodeLocked();
}
