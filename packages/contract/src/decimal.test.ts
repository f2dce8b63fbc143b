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

  it('gives the same percentage for wire amounts as Decimal does, ties and tiny shares too', () => {
    const decimalPercentage = (part: string, whole: string) =>
      new Decimal(whole).isZero()
        ? '0.00'
        : roundHalfUp(new Decimal(part).div(whole).times(100), 2).toFixed(2);
    expect(percentageOf('1', '8')).toBe('12.50');
    expect(percentageOf('0.01', '800')).toBe('0.00');
    expect(percentageOf('0.05', '1000')).toBe('0.01');
    expect(percentageOf('999999999999999.99', '1')).toBe('99999999999999999.00');
    // A seeded walk over amounts of every size, with and without places.
    let seed = 17;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const amount = () => {
      const whole = String(next() % 10 ** (1 + (next() % 9)));
      const places = next() % 3;
      return places === 0
        ? whole
        : `${whole}.${String(next() % 10 ** places).padStart(places, '0')}`;
    };
    for (let run = 0; run < 5000; run++) {
      const [part, whole] = [amount(), amount()];
      expect(percentageOf(part, whole), `${part} of ${whole}`).toBe(decimalPercentage(part, whole));
    }
  });

  it('leaves other inputs to Decimal: negative amounts, numbers, more places', () => {
    expect(percentageOf('-25', '200')).toBe('-12.50');
    expect(percentageOf(3, 8)).toBe('37.50');
    expect(percentageOf('1.005', '3')).toBe('33.50');
    expect(percentageOf('1', '3', 4)).toBe('33.3333');
  });
});
