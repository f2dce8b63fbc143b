import { describe, expect, it } from 'vitest';
import { idParamSchema } from './id.schemas';
import { MAX_ID, parseIdParam } from './ids';

describe('parseIdParam', () => {
  it('reads a path id exactly as idParamSchema does', () => {
    for (const raw of ['42', '1', String(MAX_ID), '007']) {
      expect(parseIdParam(raw)).toBe(idParamSchema().parse(raw));
    }
    for (const raw of ['abc', '12abc', '1e3', '-1', '0', '1.5', '', String(MAX_ID + 1)]) {
      expect(idParamSchema().safeParse(raw).success).toBe(false);
      expect(parseIdParam(raw)).toBeNull();
    }
    expect(parseIdParam(undefined)).toBeNull();
  });
});
