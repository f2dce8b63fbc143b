import { describe, expect, it } from 'vitest';
import { featureLabel, firstAndRest } from './labels';

describe('list and label helpers', () => {
  it('keeps at most the first N items and counts the rest', () => {
    expect(firstAndRest(['a', 'b', 'c', 'd', 'e', 'f'], 4)).toEqual({
      shown: ['a', 'b', 'c', 'd'],
      more: 2,
    });
    expect(firstAndRest(['a'], 4)).toEqual({ shown: ['a'], more: 0 });
  });

  it('shows stored feature names as words', () => {
    expect(featureLabel('ensuite_master')).toBe('Ensuite master');
    expect(featureLabel('24-hour-security')).toBe('24 hour security');
  });
});
