import { describe, expect, it } from 'vitest';
import { Decimal, percentageOf, roundHalfUp, toMoneyString } from './decimal';

describe('decimal', () => {
  it('rounds half away from zero to two places', () => {
    expect(toMoneyString('2.345')).toBe('2.35');
    expect(toMoneyString('2.344')).toBe('2.34');
    expect(toMoneyString('-2.345')).toBe('-2.35');
    expect(roundHalfUp('1.005').toFixed(2)).toBe('1.01');
  });

  it('keeps cents exact where binary floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(new Decimal('0.1').plus('0.2').equals('0.3')).toBe(true);
  });

  it('computes ownership percentages with two decimals', () => {
    expect(percentageOf('25000', '150000')).toBe('16.67');
    expect(percentageOf('150000', '150000')).toBe('100.00');
    expect(percentageOf('1', '0')).toBe('0.00');
  });
});
