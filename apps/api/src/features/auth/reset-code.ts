import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
} from '@coinvest/contract';
import { serverKey } from './server-keys';

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateResetCode(): string {
  return randomInt(0, 10 ** RESET_CODE_LENGTH)
    .toString()
    .padStart(RESET_CODE_LENGTH, '0');
}

/**
 * Codes are stored as an HMAC keyed with the code-hashing key derived from the server secret:
 * a leaked table alone does not give the codes away (a plain hash of a 6-digit number is
 * reversed in a moment).
 */
export function hashResetCode(code: string, secret: string): string {
  return createHmac('sha256', serverKey(secret, 'code-hash')).update(code).digest('hex');
}

export function resetCodeMatches(code: string, codeHash: string, secret: string): boolean {
  const given = Buffer.from(hashResetCode(code, secret), 'hex');
  const stored = Buffer.from(codeHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function resetCodeExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + RESET_CODE_TTL_MINUTES * 60_000);
}

export interface ResetCodeState {
  expiresAt: Date;
  attempts: number;
  usedAt: Date | null;
}

/**
 * What one attempt at a code decides:
 * - 'accepted': the code is right, alive and unused;
 * - 'wrong': a wrong code, counted against the code's attempts;
 * - 'locked': this attempt is the last allowed wrong one, or the code was already locked;
 * - 'invalid': no code, or one that expired or was used.
 */
export type ResetAttemptOutcome = 'accepted' | 'wrong' | 'locked' | 'invalid';

export function judgeResetAttempt(
  code: ResetCodeState | undefined,
  matches: boolean,
  now: Date,
): ResetAttemptOutcome {
  if (!code || code.usedAt !== null || code.expiresAt.getTime() <= now.getTime()) {
    return 'invalid';
  }
  if (code.attempts >= RESET_CODE_MAX_ATTEMPTS) return 'locked';
  if (matches) return 'accepted';
  return code.attempts + 1 >= RESET_CODE_MAX_ATTEMPTS ? 'locked' : 'wrong';
}
