import {
  SECOND_FACTOR_CHALLENGE_MINUTES,
  SECOND_FACTOR_ERROR_CODES,
  SECOND_FACTOR_MESSAGES,
  type TSignInChallenge,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UnauthorizedError } from '../../lib/errors';

/**
 * The signed step between a right password and a session. It names the user and what must come
 * next, lives a few minutes and has no session id, so the access-token check refuses it.
 */
const ZChallengeClaimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  purpose: z.literal('second-factor'),
  next: z.enum(['code', 'enrolment']),
});

export type ChallengeNext = TSignInChallenge['next'];
export type ChallengeClaims = z.infer<typeof ZChallengeClaimsSchema>;

export const challengeExpired = () =>
  new UnauthorizedError(SECOND_FACTOR_MESSAGES.challengeExpired, {
    errorCode: SECOND_FACTOR_ERROR_CODES.challengeExpired,
  });

export function signChallenge(
  app: Pick<FastifyInstance, 'jwt'>,
  userId: number,
  next: ChallengeNext,
): TSignInChallenge {
  const claims: ChallengeClaims = { sub: String(userId), purpose: 'second-factor', next };
  const challengeToken = app.jwt.sign(claims, {
    expiresIn: `${SECOND_FACTOR_CHALLENGE_MINUTES}m`,
  });
  return { next, challengeToken };
}

/** The user a challenge names, when it is valid and of the expected kind; else 401. */
export function verifyChallenge(
  app: Pick<FastifyInstance, 'jwt'>,
  token: string,
  expected: ChallengeNext,
): number {
  let decoded: unknown;
  try {
    decoded = app.jwt.verify(token);
  } catch {
    throw challengeExpired();
  }
  const claims = ZChallengeClaimsSchema.safeParse(decoded);
  if (!claims.success || claims.data.next !== expected) throw challengeExpired();
  return Number(claims.data.sub);
}
