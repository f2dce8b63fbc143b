import { describe, expect, it } from 'vitest';
import { isPlausibleDate, plausibleDateSchema } from './dates';

describe('isPlausibleDate', () => {
  it.each(['1900-01-01', '1990-05-14', '2026-02-28', '2200-12-31', '2026-11-28T14:00:00.000000Z'])(
    'takes %s',
    (value) => expect(isPlausibleDate(value)).toBe(true),
  );

  it.each([
    '0000-01-01',
    '0000-01-01T00:00:00.000000Z',
    '1899-12-31',
    '2201-01-01',
    '9999-12-31',
    '2026-02-30',
    '2026-13-01',
    'not a date',
  ])('refuses %s', (value) => expect(isPlausibleDate(value)).toBe(false));
});

describe('plausibleDateSchema', () => {
  const schema = plausibleDateSchema('Enter a real date');

  it('gives its message for year 0, a longer year and a wrong shape', () => {
    for (const value of ['0000-01-01', '30000-01-01', '28/11/2026', 20261128]) {
      const result = schema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter a real date');
    }
    expect(schema.parse('2030-01-31')).toBe('2030-01-31');
  });
});
