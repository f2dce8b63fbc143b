import { describe, expect, it } from 'vitest';
import { mimeTypeOfKey, sniffFileType } from './file-type';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) =>
      typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]),
    ),
  );

describe('sniffFileType', () => {
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'image/jpeg'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'image/png'],
    [bytes('RIFF', 0x1a, 0, 0, 0, 'WEBPVP8L'), 'image/webp'],
    [bytes('%PDF-1.7\n'), 'application/pdf'],
  ])('reads %j as %s', (head, type) => {
    expect(sniffFileType(head)).toBe(type);
  });

  it.each([
    ['text', bytes('hello, this is text')],
    ['a WAV file (RIFF but not WEBP)', bytes('RIFF', 0x1a, 0, 0, 0, 'WAVEfmt ')],
    ['a PNG cut before its signature ends', bytes(0x89, 'PNG', 0x0d, 0x0a)],
    ['a GIF', bytes('GIF89a', 1, 0, 1, 0)],
    ['nothing', bytes()],
  ])('refuses %s', (_label, head) => {
    expect(sniffFileType(head)).toBeUndefined();
  });
});

describe('mimeTypeOfKey', () => {
  it('gives the type a stored key was named for', () => {
    expect(mimeTypeOfKey('kyc/0b0e6f8e.webp')).toBe('image/webp');
    expect(mimeTypeOfKey('kyc/12/selfie.jpg')).toBe('image/jpeg');
    expect(() => mimeTypeOfKey('kyc/x.exe')).toThrow();
  });
});
