import { describe, expect, it } from 'vitest';
import { makeUnit } from '../../projects/testing';
import {
  acceptsAmount,
  investmentSummary,
  isInvestable,
  minimumInvestment,
  ownershipPercentage,
} from './investment-summary';

describe('the investment summary', () => {
  it("applies the profit model to the project's expected profit range and the unit's price", () => {
    expect(investmentSummary('10000', '120000.00', '18-24%')).toEqual({
      amount: '10000.00',
      ownership: '8.33',
      unitPrice: '120000.00',
      assumedProfit: { low: '18', high: '24' },
      assumedUnitProfit: { low: '21600.00', high: '28800.00' },
      expectedProfitShare: { low: '1800.00', high: '2400.00' },
    });
    expect(investmentSummary('10000', '120000.00', null).expectedProfitShare).toBeNull();
  });

  it('computes ownership as amount / unit price x 100, two decimals', () => {
    expect(ownershipPercentage('6000.00', '120000.00')).toBe('5.00');
    expect(ownershipPercentage('1000.00', '30000.00')).toBe('3.33');
  });

  it("takes the higher of the project's and the unit's minimum", () => {
    expect(minimumInvestment('5000.00', makeUnit({ minInvestmentAmount: '7500.00' }))).toBe(
      '7500.00',
    );
    expect(minimumInvestment('5000.00', makeUnit({ minInvestmentAmount: '2500.00' }))).toBe(
      '5000.00',
    );
    expect(minimumInvestment('5000', undefined)).toBe('5000.00');
  });

  it('accepts an amount from the minimum up to what the unit still needs', () => {
    expect(acceptsAmount('', '5000.00', '20000.00')).toBe(false);
    expect(acceptsAmount('4999.99', '5000.00', '20000.00')).toBe(false);
    expect(acceptsAmount('5000', '5000.00', '20000.00')).toBe(true);
    expect(acceptsAmount('20000', '5000.00', '20000.00')).toBe(true);
    expect(acceptsAmount('20000.01', '5000.00', '20000.00')).toBe(false);
    expect(acceptsAmount('abc', '5000.00', '20000.00')).toBe(false);
  });

  it('accepts the last share of a unit whole, even below the minimum, as the API does', () => {
    expect(acceptsAmount('1200', '5000.00', '1200.00')).toBe(true);
    expect(acceptsAmount('1000', '5000.00', '1200.00')).toBe(false);
  });

  it('offers units that are not sold and still need money', () => {
    expect(isInvestable(makeUnit())).toBe(true);
    expect(isInvestable(makeUnit({ status: 'sold' }))).toBe(false);
    expect(isInvestable(makeUnit({ remainingInvestment: '0.00' }))).toBe(false);
  });
});
