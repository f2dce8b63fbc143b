import { describe, expect, it } from 'vitest';
import { fromMinorUnits } from '@coinvest/contract/decimal';
import { cediCharge } from './charge-amount';

describe('cediCharge', () => {
  it('multiplies exactly and rounds half up to the pesewa', () => {
    expect(cediCharge('5000.00', '15.25')).toEqual({ amount: '76250.00', amountMinor: 7_625_000n });
    // 0.01 x 12.345 = 0.12345 -> 0.12; 1.01 x 12.345 = 12.46845 -> 12.47; 0.30 x 12.345 = 3.7035 -> 3.70
    expect(cediCharge('0.01', '12.345')).toEqual({ amount: '0.12', amountMinor: 12n });
    expect(cediCharge('1.01', '12.345')).toEqual({ amount: '12.47', amountMinor: 1247n });
    expect(cediCharge('0.30', '12.345')).toEqual({ amount: '3.70', amountMinor: 370n });
    // Exactly half a pesewa rounds up: 1.00 x 0.005 = 0.005 -> 0.01
    expect(cediCharge('1.00', '0.005')).toEqual({ amount: '0.01', amountMinor: 1n });
  });

  it('keeps amounts past what a float holds exactly', () => {
    expect(cediCharge('9999999999999.99', '15.123456')).toEqual({
      amount: '151234559999999.85',
      amountMinor: 15_123_455_999_999_985n,
    });
  });
});

describe('fromMinorUnits', () => {
  it('writes pesewas as cedis with two places', () => {
    expect(fromMinorUnits(7_625_000n)).toBe('76250.00');
    expect(fromMinorUnits('5')).toBe('0.05');
  });
});
