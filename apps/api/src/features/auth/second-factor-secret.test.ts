import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  newRecoveryCodes,
  secondFactorCodeKind,
} from './second-factor-secret';
import { serverKey } from './server-keys';

const SECRET = 'a-server-secret-of-more-than-32-characters';
const OTHER = 'another-server-secret-of-more-than-32-chars';

/** A secret stored before the keys were derived in one place, exactly as that code did. */
function encryptedBeforeKeysPerPurpose(totpSecret: string, serverSecret: string): string {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'coinvest', 'second-factor-secret', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(totpSecret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

describe('secondFactorCodeKind', () => {
  it('tells an authenticator code from a recovery code by its shape only', () => {
    expect(secondFactorCodeKind('123456')).toBe('totp');
    for (const code of newRecoveryCodes()) expect(secondFactorCodeKind(code)).toBe('recovery');
    expect(secondFactorCodeKind('k7qm2 xw9ta')).toBe('recovery');
    // Ten digits of the recovery alphabet are a recovery code, never an authenticator code.
    expect(secondFactorCodeKind('23456-78923')).toBe('recovery');
    for (const neither of ['12345', '1234567', 'K7QM2-XW9T', 'O0IL1-XW9TA', 'abc']) {
      expect(secondFactorCodeKind(neither)).toBeUndefined();
    }
  });
});

describe('authenticator secrets at rest', () => {
  it('still reads secrets stored before the keys were derived per purpose', () => {
    const stored = encryptedBeforeKeysPerPurpose('JBSWY3DPEHPK3PXP', SECRET);
    expect(decryptTotpSecret(stored, SECRET)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      stale: false,
    });
  });

  it('reads a secret under the previous server secret and says to store it again', () => {
    const stored = encryptTotpSecret('JBSWY3DPEHPK3PXP', OTHER);
    expect(decryptTotpSecret(stored, SECRET)).toBeUndefined();
    expect(decryptTotpSecret(stored, SECRET, OTHER)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      stale: true,
    });
  });
});

describe('serverKey', () => {
  it('derives a different key for each purpose, none of them the secret itself', () => {
    const keys = (['access-token', 'totp-secret', 'code-hash'] as const).map((purpose) =>
      serverKey(SECRET, purpose).toString('hex'),
    );
    expect(new Set(keys).size).toBe(3);
    expect(keys).not.toContain(Buffer.from(SECRET).toString('hex'));
    expect(serverKey(OTHER, 'code-hash').toString('hex')).not.toBe(keys[2]);
  });
});
