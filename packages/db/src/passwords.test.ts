import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters', async () => {
    const hash = await hashPassword('Password1!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain('Password1!');
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Password1!');
    expect(await verifyPassword(hash, 'Password1!')).toBe(true);
    expect(await verifyPassword(hash, 'password1!')).toBe(false);
  });

  it('answers false for a hash that is not an argon2 hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Password1!')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });
});
