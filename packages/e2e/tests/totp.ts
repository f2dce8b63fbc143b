import { createHmac } from 'node:crypto';

/**
 * An authenticator app's code (RFC 6238: HMAC-SHA1, 6 digits, 30 s) for a base32 key,
 * `offsetSeconds` from now. Written out here: otplib is the API's dependency, not this package's.
 */
export function totp(base32Key: string, offsetSeconds = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Key.replace(/=+$/, '')) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor((Date.now() / 1000 + offsetSeconds) / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/**
 * Waits for the next 30-s step when fewer than `seconds` are left of this one. The API takes
 * the codes of the steps either side of its own, so a code of the step before (offset -30) is
 * good only until this step ends: computed after this wait, it stays good for at least
 * `seconds`, time enough to be typed and checked on a loaded machine.
 */
export async function roomInStep(seconds = 20): Promise<void> {
  const left = 30 - ((Date.now() / 1000) % 30);
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}
