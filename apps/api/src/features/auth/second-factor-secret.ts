import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { PLATFORM_NAME, RECOVERY_CODE_COUNT, SECOND_FACTOR_CODE_LENGTH } from '@coinvest/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import { serverKey } from './server-keys';

/** One 30-second step either side of now: phones' clocks drift a little. */
const CLOCK_TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(secret: string, accountName: string): string {
  return generateURI({ issuer: PLATFORM_NAME, label: accountName, secret });
}

/**
 * The time step of a right code, or undefined. Steps up to `afterStep` are refused, so a code
 * is accepted once even within its window (replay).
 */
export async function acceptedTotpStep(
  secret: string | undefined,
  code: string,
  afterStep: number | null,
): Promise<number | undefined> {
  if (secret === undefined) return undefined;
  if (!new RegExp(`^\\d{${SECOND_FACTOR_CODE_LENGTH}}$`).test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: CLOCK_TOLERANCE_SECONDS,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

// AES-256-GCM with a key derived from the server secret: a leaked table alone gives no secret.
const encryptionKey = (serverSecret: string) => serverKey(serverSecret, 'totp-secret');

export function encryptTotpSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(serverSecret), iv);
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or undefined when it cannot be read (e.g. encrypted under another JWT_SECRET). */
function decryptWith(stored: string, serverSecret: string): string | undefined {
  const [version, iv, tag, encrypted] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || encrypted === undefined) return undefined;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      encryptionKey(serverSecret),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(encrypted, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * The secret under the current server secret or, after a rotation, the previous one; `stale`
 * says it should be stored again under the current one.
 */
export function decryptTotpSecret(
  stored: string,
  serverSecret: string,
  previousServerSecret?: string,
): { secret: string; stale: boolean } | undefined {
  const secret = decryptWith(stored, serverSecret);
  if (secret !== undefined) return { secret, stale: false };
  if (previousServerSecret === undefined) return undefined;
  const old = decryptWith(stored, previousServerSecret);
  return old === undefined ? undefined : { secret: old, stale: true };
}

// No 0/O or 1/I/L, so a code copied from paper is read back right.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes such as 'K7QM2-XW9TA' (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** What a typed recovery code is compared as: upper-case, without spaces or dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

const TOTP_SHAPE = new RegExp(`^\\d{${SECOND_FACTOR_CODE_LENGTH}}$`);
const RECOVERY_SHAPE = new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`);

/**
 * Which kind of code the input can be, by its shape: an authenticator code is only checked as
 * one and a recovery code only as one, so a guessed 6 digits never spends a recovery code.
 */
export function secondFactorCodeKind(code: string): 'totp' | 'recovery' | undefined {
  if (TOTP_SHAPE.test(code)) return 'totp';
  return RECOVERY_SHAPE.test(normalizeRecoveryCode(code)) ? 'recovery' : undefined;
}
