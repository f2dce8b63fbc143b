import { describe, expect, it } from 'vitest';
import { convertAmount, formatMoney } from './money';

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

  it('follows the locale', () => {
    expect(formatMoney('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });
});

describe('convertAmount', () => {
  it('divides by the source rate and multiplies by the target rate', () => {
    // 1,000 USD in cedis at 12.5 per dollar.
    expect(convertAmount('1000', '1', '12.5').toString()).toBe('12500');
    // 12,500 GHS to GBP through the dollar: 12500 / 12.5 * 0.79.
    expect(convertAmount('12500', '12.5', '0.79').toString()).toBe('790');
  });

  it('does not lose precision on repeating fractions', () => {
    const there = convertAmount('100', '1', '3');
    const back = convertAmount(there, '3', '1');
    expect(back.toString()).toBe('100');
    expect(convertAmount('1', '3', '1').toFixed(10)).toBe('0.3333333333');
  });
});
