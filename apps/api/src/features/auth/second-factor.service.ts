import {
  SECOND_FACTOR_ERROR_CODES,
  SECOND_FACTOR_MESSAGES,
  type TSecondFactorConfirmBody,
  type TSecondFactorConfirmed,
  type TSecondFactorEnrolment,
  type TSecondFactorSignInBody,
  type TSecondFactorStatus,
  type TSignInResponse,
} from '@coinvest/contract';
import { hashPassword, verifyPassword, type UserRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { findUserById } from '../users/users.repository';
import { sessionExpired } from './access-token';
import { authenticate, secondFactorRequired, startSession, type ClientInfo } from './auth.service';
import type { AuthUser } from './request-user';
import { challengeExpired, verifyChallenge } from './second-factor-challenge';
import {
  acceptedTotpStep,
  decryptTotpSecret,
  encryptTotpSecret,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
} from './second-factor-secret';
import {
  deleteSecondFactor,
  findSecondFactor,
  findUnusedRecoveryCodes,
  replaceRecoveryCodes,
  saveUnconfirmedSecondFactor,
  useRecoveryCode,
  useTimeStep,
} from './second-factors.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'jwt'>;

const codeInvalid = () =>
  new BadRequestError(SECOND_FACTOR_MESSAGES.codeInvalid, {
    errorCode: SECOND_FACTOR_ERROR_CODES.codeInvalid,
  });

/**
 * Who enrols: the enrolment challenge's user (an admin signing in where it is required) or,
 * without one, the signed-in caller.
 */
async function enrollingUser(
  ctx: Context,
  challengeToken: string | undefined,
  authorization: string | undefined,
): Promise<UserRow> {
  const userId =
    challengeToken === undefined
      ? (await authenticate(ctx, authorization)).id
      : verifyChallenge(ctx, challengeToken, 'enrolment');
  const user = await findUserById(ctx.db, userId);
  if (!user) throw challengeToken === undefined ? sessionExpired() : challengeExpired();
  return user;
}

export async function secondFactorStatus(
  ctx: Context,
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
  const user = await enrollingUser(ctx, challengeToken, authorization);
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
 * A right code turns the factor on and answers the recovery codes, once; after an enrolment
 * challenge it also begins the admin's session. All in one transaction.
 */
export async function confirmEnrolment(
  ctx: Context,
  body: TSecondFactorConfirmBody,
  authorization: string | undefined,
  client: ClientInfo,
): Promise<TSecondFactorConfirmed> {
  const user = await enrollingUser(ctx, body.challengeToken, authorization);
  const factor = await findSecondFactor(ctx.db, user.id);
  if (!factor) throw new BadRequestError(SECOND_FACTOR_MESSAGES.enrolmentNotStarted);
  if (factor.confirmedAt) throw new ConflictError(SECOND_FACTOR_MESSAGES.alreadyEnabled);

  const secret = decryptTotpSecret(factor.secretEncrypted, ctx.config.auth.jwtSecret);
  const step = await acceptedTotpStep(secret, body.code, factor.lastUsedStep);
  if (step === undefined) throw codeInvalid();

  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(
    recoveryCodes.map((code) => hashPassword(normalizeRecoveryCode(code))),
  );
  return ctx.db.transaction().execute(async (trx) => {
    const now = new Date();
    if (!(await useTimeStep(trx, { userId: user.id, step, confirmAt: now }))) throw codeInvalid();
    await replaceRecoveryCodes(trx, user.id, hashes);
    if (body.challengeToken === undefined) return { recoveryCodes };
    return { recoveryCodes, session: await startSession(ctx, trx, user, client, true) };
  });
}

/**
 * Whether the code is the account's: a current authenticator code not used before, or an
 * unused recovery code, which is then used up.
 */
async function acceptSecondFactorCode(
  ctx: Context,
  db: Executor,
  user: UserRow,
  code: string,
): Promise<boolean> {
  const factor = await findSecondFactor(db, user.id);
  if (!factor?.confirmedAt) return false;

  const secret = decryptTotpSecret(factor.secretEncrypted, ctx.config.auth.jwtSecret);
  const step = await acceptedTotpStep(secret, code, factor.lastUsedStep);
  if (step !== undefined) return useTimeStep(db, { userId: user.id, step });

  const typed = normalizeRecoveryCode(code);
  for (const stored of await findUnusedRecoveryCodes(db, user.id)) {
    if (await verifyPassword(stored.codeHash, typed)) {
      return useRecoveryCode(db, stored.id, new Date());
    }
  }
  return false;
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
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await acceptSecondFactorCode(ctx, trx, user, body.code))) throw codeInvalid();
    return startSession(ctx, trx, user, client, true);
  });
}

/** Turns the factor off with a current code; an admin where it is required cannot. */
export async function disableSecondFactor(
  ctx: Context,
  caller: AuthUser,
  code: string,
): Promise<void> {
  if (secondFactorRequired(ctx, caller.role)) {
    throw new ForbiddenError(SECOND_FACTOR_MESSAGES.cannotDisable);
  }
  const user = await findUserById(ctx.db, caller.id);
  if (!user) throw sessionExpired();
  const factor = await findSecondFactor(ctx.db, user.id);
  if (!factor?.confirmedAt) throw new BadRequestError(SECOND_FACTOR_MESSAGES.notEnabled);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await acceptSecondFactorCode(ctx, trx, user, code))) throw codeInvalid();
    await deleteSecondFactor(trx, user.id);
  });
}
