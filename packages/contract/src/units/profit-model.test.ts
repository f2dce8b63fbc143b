import { describe, expect, it } from 'vitest';
import {
  expectedProfitShareRange,
  ownershipPercentage,
  parseExpectedProfitRange,
  profitShares,
  saleProfit,
} from './profit-model';

describe('the profit model', () => {
  it('pays $10,000 of a $120,000 unit its ownership of a $30,000 profit, the rest to the developer', () => {
    expect(ownershipPercentage('10000', '120000')).toBe('8.33');
    expect(saleProfit('160000', '120000', [{ label: 'Agent', amount: '10000' }])).toBe('30000.00');
    expect(profitShares('30000', '120000', ['10000'])).toEqual({
      shares: ['2500.00'],
      investorsTotal: '2500.00',
      developerPart: '27500.00',
    });
  });

  it('rounds each share down to the cent and gives the rounding to the developer', () => {
    const { shares, investorsTotal, developerPart } = profitShares('100', '300', [
      '100',
      '100',
      '100',
    ]);
    expect(shares).toEqual(['33.33', '33.33', '33.33']);
    expect(investorsTotal).toBe('99.99');
    expect(developerPart).toBe('0.01');
  });

  it('shares nothing from a loss', () => {
    expect(saleProfit('100000', '120000', [])).toBe('-20000.00');
    expect(profitShares('-20000', '120000', ['10000'])).toEqual({
      shares: ['0.00'],
      investorsTotal: '0.00',
      developerPart: '0.00',
    });
  });

  it('reads the expected profit range and applies it to the unit price', () => {
    expect(parseExpectedProfitRange('18-24%')).toEqual({ low: '18', high: '24' });
    expect(parseExpectedProfitRange('18% – 24%')).toEqual({ low: '18', high: '24' });
    expect(parseExpectedProfitRange('20%')).toEqual({ low: '20', high: '20' });
    expect(parseExpectedProfitRange('high')).toBeNull();
    expect(expectedProfitShareRange('10000', '120000', { low: '18', high: '24' })).toEqual({
      low: '1800.00',
      high: '2400.00',
    });
  });
});
