import { hkdfSync } from 'node:crypto';

/**
 * One key per purpose, derived from the configured secret (JWT_SECRET) with HKDF-SHA256 and a
 * label of its own: a key that leaks through one use (a token's signature, a stored hash)
 * tells nothing about the others, and the one secret stays the only thing to keep and rotate.
 */
export type KeyPurpose = 'access-token' | 'totp-secret' | 'code-hash';

const SALT = 'coinvest';
const INFO: Record<KeyPurpose, string> = {
  // Signs access tokens and sign-in challenges.
  'access-token': 'coinvest access-token signing v1',
  // Encrypts authenticator secrets. This label predates the others; keeping it keeps every
  // secret stored before them readable, with no migration.
  'totp-secret': 'second-factor-secret',
  // Keys the HMAC of e-mailed codes and links (password reset, e-mail change, unlock).
  'code-hash': 'coinvest code hashing v1',
};

const derived = new Map<string, Buffer>();

export function serverKey(secret: string, purpose: KeyPurpose): Buffer {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, SALT, INFO[purpose], 32));
    derived.set(cacheKey, key);
  }
  return key;
}
