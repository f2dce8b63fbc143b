import { randomBytes } from 'node:crypto';
import {
  SECOND_FACTOR_ERROR_CODES,
  SECOND_FACTOR_MAX_FAILED_CODES,
  SECOND_FACTOR_MESSAGES,
  SECOND_FACTOR_UNLOCK_DAYS,
  type TSecondFactorConfirmBody,
  type TSecondFactorConfirmed,
  type TSecondFactorDisableBody,
  type TSecondFactorEnrolment,
  type TSecondFactorSignInBody,
  type TSecondFactorStatus,
  type TSignInResponse,
  type TUserRole,
} from '@coinvest/contract';
import { hashPassword, verifyPassword, type UserRow, type UserSecondFactorRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { userWithCurrentPassword } from './current-password';
import { closeSessionSockets } from './session-sockets';
import { findUserById } from '../users/users.repository';
import { sessionExpired } from './access-token';
import { authenticate, secondFactorRequired, startSession, type ClientInfo } from './auth.service';
import { hashResetCode } from './reset-code';
import type { AuthUser } from '../../lib/access/request-user';
import { challengeExpired, verifyChallenge } from './second-factor-challenge';
import { secondFactorChangedEmail, secondFactorLockedEmail } from './second-factor-emails';
import {
  acceptedTotpStep,
  decryptTotpSecret,
  encryptTotpSecret,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  secondFactorCodeKind,
} from './second-factor-secret';
import {
  clearWrongCodes,
  countWrongCode,
  deleteSecondFactor,
  findSecondFactor,
  findUnusedRecoveryCodes,
  lockSecondFactor,
  replaceRecoveryCodes,
  saveUnconfirmedSecondFactor,
  unlockSecondFactor,
  updateSecondFactorSecret,
  useRecoveryCode,
  useTimeStep,
} from './second-factors.repository';
import { revokeAllSessionsOfUser, revokeOtherSessionsOfUser } from './sessions.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'jwt' | 'email' | 'realtime'>;

const codeInvalid = () =>
  new BadRequestError(SECOND_FACTOR_MESSAGES.codeInvalid, {
    errorCode: SECOND_FACTOR_ERROR_CODES.codeInvalid,
  });

const factorLocked = () =>
  new ForbiddenError(SECOND_FACTOR_MESSAGES.locked, {
    errorCode: SECOND_FACTOR_ERROR_CODES.locked,
  });

/**
 * Who enrols: the enrolment challenge's user (an admin or inspector signing in where it is
 * required) or, without one, the signed-in caller and their session.
 */
async function enrollingUser(
  ctx: Context,
  challengeToken: string | undefined,
  authorization: string | undefined,
): Promise<{ user: UserRow; sessionId?: string }> {
  if (challengeToken === undefined) {
    const caller = await authenticate(ctx, authorization);
    const user = await findUserById(ctx.db, caller.id);
    if (!user) throw sessionExpired();
    return { user, sessionId: caller.sessionId };
  }
  const user = await findUserById(ctx.db, verifyChallenge(ctx, challengeToken, 'enrolment'));
  if (!user) throw challengeExpired();
  return { user };
}

export async function secondFactorStatus(
  ctx: Pick<Context, 'db' | 'config'>,
  caller: AuthUser,
): Promise<TSecondFactorStatus> {
  const factor = await findSecondFactor(ctx.db, caller.id);
  return {
    enabled: factor?.confirmedAt != null,
    required: secondFactorRequired(ctx, caller.role),
  };
}

/** A new secret for the app to scan; an unconfirmed one before it is replaced. */
export async function startEnrolment(
  ctx: Context,
  challengeToken: string | undefined,
  authorization: string | undefined,
): Promise<TSecondFactorEnrolment> {
  const { user } = await enrollingUser(ctx, challengeToken, authorization);
  const existing = await findSecondFactor(ctx.db, user.id);
  if (existing?.confirmedAt) throw new ConflictError(SECOND_FACTOR_MESSAGES.alreadyEnabled);

  const secret = newTotpSecret();
  await saveUnconfirmedSecondFactor(
    ctx.db,
    user.id,
    encryptTotpSecret(secret, ctx.config.auth.jwtSecret),
  );
  const uri = otpauthUri(secret, user.email);
  return { otpauthUri: uri, qrCodeDataUrl: await QRCode.toDataURL(uri), secret };
}

/**
 * A change of the factor (on or off) ends every other session of the account, whoever holds
 * them, and tells the owner by e-mail: a stolen session cannot quietly lock them out.
 */
async function afterFactorChange(
  ctx: Context,
  user: UserRow,
  change: 'enabled' | 'disabled',
  endedSessionIds: string[],
): Promise<void> {
  closeSessionSockets(ctx, endedSessionIds);
  await ctx.email.send(secondFactorChangedEmail(ctx.config, user, change));
}

/**
 * A right code turns the factor on and answers the recovery codes, once; a signed-in caller
 * proves it is them with the current password first. After an enrolment challenge it also
 * begins the session. All in one transaction.
 */
export async function confirmEnrolment(
  ctx: Context,
  body: TSecondFactorConfirmBody,
  authorization: string | undefined,
  client: ClientInfo,
): Promise<TSecondFactorConfirmed> {
  const { user, sessionId } = await enrollingUser(ctx, body.challengeToken, authorization);
  if (sessionId !== undefined) {
    await userWithCurrentPassword(ctx.db, user.id, body.currentPassword ?? '');
  }
  const factor = await findSecondFactor(ctx.db, user.id);
  if (!factor) throw new BadRequestError(SECOND_FACTOR_MESSAGES.enrolmentNotStarted);
  if (factor.confirmedAt) throw new ConflictError(SECOND_FACTOR_MESSAGES.alreadyEnabled);

  const read = decryptTotpSecret(factor.secretEncrypted, ctx.config.auth.jwtSecret);
  const step = await acceptedTotpStep(read?.secret, body.code, factor.lastUsedStep);
  if (step === undefined) throw codeInvalid();

  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(
    recoveryCodes.map((code) => hashPassword(normalizeRecoveryCode(code))),
  );
  const { confirmed, ended } = await ctx.db.transaction().execute(async (trx) => {
    const now = new Date();
    if (!(await useTimeStep(trx, { userId: user.id, step, confirmAt: now }))) throw codeInvalid();
    await replaceRecoveryCodes(trx, user.id, hashes);
    if (sessionId !== undefined) {
      const endedIds = await revokeOtherSessionsOfUser(trx, {
        userId: user.id,
        keepSessionId: sessionId,
        now,
      });
      return { confirmed: { recoveryCodes }, ended: endedIds };
    }
    // Sessions begun before the factor end; the one the challenge opens is the only one left.
    await revokeAllSessionsOfUser(trx, user.id, now);
    const session = await startSession(ctx, trx, user, client, true);
    return { confirmed: { recoveryCodes, session }, ended: [] };
  });
  await afterFactorChange(ctx, user, 'enabled', ended);
  return confirmed;
}

/** The stored secret, moved under the current key when it was read with the previous one. */
async function readTotpSecret(
  ctx: Pick<Context, 'config'>,
  db: Executor,
  factor: UserSecondFactorRow,
): Promise<string | undefined> {
  const { jwtSecret, previousJwtSecret } = ctx.config.auth;
  const read = decryptTotpSecret(factor.secretEncrypted, jwtSecret, previousJwtSecret);
  if (read?.stale) {
    await updateSecondFactorSecret(db, factor.userId, encryptTotpSecret(read.secret, jwtSecret));
  }
  return read?.secret;
}

/**
 * Whether the code is the account's: a current authenticator code not used before, or an
 * unused recovery code, which is then used up. Each is tried only for input of its shape.
 */
async function acceptSecondFactorCode(
  ctx: Pick<Context, 'config'>,
  db: Executor,
  factor: UserSecondFactorRow,
  code: string,
): Promise<boolean> {
  const kind = secondFactorCodeKind(code);
  if (kind === 'totp') {
    const secret = await readTotpSecret(ctx, db, factor);
    const step = await acceptedTotpStep(secret, code, factor.lastUsedStep);
    return step !== undefined && useTimeStep(db, { userId: factor.userId, step });
  }
  if (kind === 'recovery') {
    const typed = normalizeRecoveryCode(code);
    for (const stored of await findUnusedRecoveryCodes(db, factor.userId)) {
      if (await verifyPassword(stored.codeHash, typed)) {
        return useRecoveryCode(db, stored.id, new Date());
      }
    }
  }
  return false;
}

/**
 * A new unlock token: stored as its keyed hash, e-mailed to the owner with the warning that
 * someone knows their password. Only the call that locks (or renews an expired token) mails.
 */
async function lockAndMail(ctx: Context, user: UserRow): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const locked = await lockSecondFactor(ctx.db, {
    userId: user.id,
    unlockTokenHash: hashResetCode(token, ctx.config.auth.jwtSecret),
    unlockExpiresAt: new Date(now.getTime() + SECOND_FACTOR_UNLOCK_DAYS * 86_400_000),
    now,
  });
  if (locked) await ctx.email.send(secondFactorLockedEmail(ctx.config, user, token));
}

/**
 * Checks a code against the account's confirmed factor, counting wrong ones in a row (kept
 * even though the answer is an error). The last allowed wrong one locks the factor; a locked
 * one takes no code, and once its link has expired a try sends a new one. `onAccepted` runs in
 * the code's transaction.
 */
async function withSecondFactorCode<T>(
  ctx: Context,
  user: UserRow,
  code: string,
  onAccepted: (trx: Executor, factor: UserSecondFactorRow) => Promise<T>,
): Promise<T> {
  const factor = await findSecondFactor(ctx.db, user.id);
  if (!factor?.confirmedAt) throw new BadRequestError(SECOND_FACTOR_MESSAGES.notEnabled);
  if (factor.lockedAt) {
    await lockAndMail(ctx, user);
    throw factorLocked();
  }
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    if (!(await acceptSecondFactorCode(ctx, trx, factor, code))) return undefined;
    await clearWrongCodes(trx, user.id);
    return { value: await onAccepted(trx, factor) };
  });
  if (outcome) return outcome.value;

  const counted = await countWrongCode(ctx.db, user.id);
  if (counted && counted.failedAttempts >= SECOND_FACTOR_MAX_FAILED_CODES) {
    await lockAndMail(ctx, user);
    throw factorLocked();
  }
  throw codeInvalid();
}

/** The sign-in's second step: the challenge and a code give the session. */
export async function secondFactorSignIn(
  ctx: Context,
  body: TSecondFactorSignInBody,
  client: ClientInfo,
): Promise<TSignInResponse> {
  const userId = verifyChallenge(ctx, body.challengeToken, 'code');
  const user = await findUserById(ctx.db, userId);
  if (!user) throw challengeExpired();
  return withSecondFactorCode(ctx, user, body.code, (trx) =>
    startSession(ctx, trx, user, client, true),
  );
}

/** Why the caller may not turn the factor off, where their role requires it. */
function cannotDisable(role: TUserRole) {
  return new ForbiddenError(
    role === 'inspector'
      ? SECOND_FACTOR_MESSAGES.inspectorCannotDisable
      : SECOND_FACTOR_MESSAGES.cannotDisable,
  );
}

/**
 * Turns the factor off with the current password and a current code; an admin or inspector
 * where it is required cannot. Nothing changes unless both are right.
 */
export async function disableSecondFactor(
  ctx: Context,
  caller: AuthUser,
  body: TSecondFactorDisableBody,
): Promise<void> {
  if (secondFactorRequired(ctx, caller.role)) throw cannotDisable(caller.role);
  const user = await userWithCurrentPassword(ctx.db, caller.id, body.currentPassword);
  const ended = await withSecondFactorCode(ctx, user, body.code, async (trx) => {
    await deleteSecondFactor(trx, user.id);
    return revokeOtherSessionsOfUser(trx, {
      userId: user.id,
      keepSessionId: caller.sessionId,
      now: new Date(),
    });
  });
  await afterFactorChange(ctx, user, 'disabled', ended);
}

/** The e-mailed link's token unlocks the factor, once, before it expires. */
export async function unlockLockedSecondFactor(
  ctx: Pick<Context, 'db' | 'config'>,
  token: string,
): Promise<void> {
  const userId = await unlockSecondFactor(
    ctx.db,
    hashResetCode(token, ctx.config.auth.jwtSecret),
    new Date(),
  );
  if (userId === undefined) {
    throw new BadRequestError(SECOND_FACTOR_MESSAGES.unlockInvalid, {
      errorCode: SECOND_FACTOR_ERROR_CODES.unlockInvalid,
    });
  }
}

/**
 * A signed-in user confirms one sensitive step by proving again that it is them: with a current
 * code where they have a second factor (wrong ones count towards its lock, as at sign-in), or
 * with their current password where they have none (possible only where the factor is
 * optional). `onConfirmed` runs in the code's transaction, so a refused proof writes nothing.
 */
export async function withReenteredProof<T>(
  ctx: Context,
  caller: AuthUser,
  proof: { code?: string; currentPassword?: string },
  missing: { code: string; password: string },
  onConfirmed: (trx: Executor) => Promise<T>,
): Promise<T> {
  const user = await findUserById(ctx.db, caller.id);
  if (!user) throw sessionExpired();
  const factor = await findSecondFactor(ctx.db, user.id);
  if (factor?.confirmedAt) {
    if (!proof.code) throw new BadRequestError(missing.code);
    return withSecondFactorCode(ctx, user, proof.code, (trx) => onConfirmed(trx));
  }
  if (!proof.currentPassword) throw new BadRequestError(missing.password);
  await userWithCurrentPassword(ctx.db, user.id, proof.currentPassword);
  return ctx.db.transaction().execute(onConfirmed);
}
