import { describe, expect, it } from 'vitest';
import { investmentAmountRefusal } from './investment-amount';

describe('investmentAmountRefusal', () => {
  it('takes an amount from the minimum up to what the unit still needs', () => {
    expect(investmentAmountRefusal('5000', '5000.00', '20000.00')).toBeUndefined();
    expect(investmentAmountRefusal('20000.00', '5000.00', '20000.00')).toBeUndefined();
  });

  it('refuses an amount below the minimum or above what the unit still needs', () => {
    expect(investmentAmountRefusal('4999.99', '5000.00', '20000.00')).toBe('below_minimum');
    expect(investmentAmountRefusal('20000.01', '5000.00', '20000.00')).toBe('above_remaining');
  });

  it('takes a last share below the minimum, whole only', () => {
    expect(investmentAmountRefusal('1200', '5000.00', '1200.00')).toBeUndefined();
    expect(investmentAmountRefusal('1000', '5000.00', '1200.00')).toBe('below_minimum');
  });
});
