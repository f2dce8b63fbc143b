import { describe, expect, it } from 'vitest';
import { Decimal } from '@coinvest/contract/decimal';
import { convertAmount, formatMoney, roundDecimal } from './money';

describe('formatMoney', () => {
  it('shows two decimals for most currencies', () => {
    expect(formatMoney('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney('25000', 'GHS', 'en-GH')).toBe('GH₵25,000.00');
  });

  it('shows yen and won without decimals', () => {
    expect(formatMoney('1234.56', 'JPY', 'en-US')).toBe('¥1,235');
    expect(formatMoney('1234.4', 'KRW', 'en-US')).toBe('₩1,234');
  });

  it('rounds half-up and keeps amounts too large for a float exact', () => {
    expect(formatMoney('0.005', 'USD', 'en-US')).toBe('$0.01');
    expect(formatMoney('9999999999999.99', 'USD', 'en-US')).toBe('$9,999,999,999,999.99');
  });

  it('shows round figures in whole units and large ones in the short form', () => {
    expect(formatMoney('3600.00', 'USD', 'en-US', 'whole')).toBe('$3,600');
    expect(formatMoney('3599.50', 'USD', 'en-US', 'whole')).toBe('$3,600');
    expect(formatMoney('24000000', 'GHS', 'en-GH', 'compact')).toBe('GH₵24M');
    expect(formatMoney('1920000', 'USD', 'en-US', 'compact')).toBe('$1.9M');
  });

  it('reads a converted budget as a round amount: two significant digits', () => {
    expect(formatMoney('77345.12', 'GHS', 'en-GH', 'round')).toBe('GH₵77,000');
    expect(formatMoney('386725.60', 'GHS', 'en-GH', 'round')).toBe('GH₵390,000');
    expect(formatMoney('925.5', 'EUR', 'en-US', 'round')).toBe('€930');
    expect(formatMoney('42.40', 'EUR', 'en-US', 'round')).toBe('€42');
  });

  it('follows the locale', () => {
    expect(formatMoney('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('takes a Decimal as well as a string', () => {
    expect(formatMoney(new Decimal('1234.565'), 'USD', 'en-US')).toBe('$1,234.57');
  });
});

describe('roundDecimal', () => {
  it('rounds half away from zero as Decimal does', () => {
    for (const [value, places] of [
      ['0.005', 2],
      ['-0.005', 2],
      ['2.5', 0],
      ['-2.5', 0],
      ['42.49', 0],
      ['1234.5649', 2],
      ['99.995', 2],
      ['0', 2],
      ['1e3', 2],
      ['1.5e-3', 3],
      ['123456789012345678901234567890.125', 2],
    ] as const) {
      const expected = new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
      expect(roundDecimal(value, places)).toBe(expected.toFixed(places));
    }
  });

  it('refuses what is not a number', () => {
    expect(() => roundDecimal('abc', 2)).toThrow();
    expect(() => roundDecimal('', 2)).toThrow();
  });
});

describe('convertAmount', () => {
  it('divides by the source rate and multiplies by the target rate', () => {
    // 1,000 USD in cedis at 12.5 per dollar.
    expect(convertAmount('1000', '1', '12.5')).toBe('12500');
    // 12,500 GHS to GBP through the dollar: 12500 / 12.5 * 0.79.
    expect(convertAmount('12500', '12.5', '0.79')).toBe('790');
  });

  it('does not lose precision on repeating fractions', () => {
    const there = convertAmount('100', '1', '3');
    const back = convertAmount(there, '3', '1');
    expect(back).toBe('100');
    expect(convertAmount('1', '3', '1')).toBe('0.33333333333333333333');
    expect(convertAmount('2', '3', '1')).toBe('0.66666666666666666667');
    expect(convertAmount('-1', '3', '1')).toBe('-0.33333333333333333333');
  });
});
