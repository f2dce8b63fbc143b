import { describe, expect, it } from 'vitest';
import { decodeProjectCursor, encodeProjectCursor } from './project-cursor';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('project list cursor', () => {
  it('round-trips a position to the microsecond', () => {
    const position = { createdAtKey: '2026-11-22T03:47:30.123456Z', id: 42 };
    const cursor = encodeProjectCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeProjectCursor(cursor)).toEqual(position);
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['an object', encode({ createdAtKey: '2026-11-22T03:47:30.123456Z', id: 1 })],
    ['a timestamp without microseconds', encode(['2026-11-22T03:47:30.123Z', 1])],
    ['a day that does not exist', encode(['2026-02-30T00:00:00.000000Z', 1])],
    ['an id beyond an integer column', encode(['2026-11-22T03:47:30.123456Z', 2 ** 31])],
    ['a fractional id', encode(['2026-11-22T03:47:30.123456Z', 1.5])],
    ['SQL in the timestamp', encode(["2026-11-22'; drop table projects; --", 1])],
  ])('refuses %s', (_what, cursor) => {
    expect(decodeProjectCursor(cursor)).toBeUndefined();
  });
});
