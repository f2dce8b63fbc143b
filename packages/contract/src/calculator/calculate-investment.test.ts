import { describe, expect, it } from 'vitest';
import { profitShares, saleProfit } from '../units/profit-model';
import { calculateInvestment } from './calculate-investment';

describe('calculateInvestment', () => {
  it('gives $10,000 of a $120,000 unit sold at $150,000 its ownership of the profit', () => {
    expect(
      calculateInvestment({
        amount: 10000,
        unitPrice: 120000,
        soldPrice: 150000,
        saleCosts: 0,
      }),
    ).toEqual({
      soldPrice: '150000.00',
      saleCosts: '0.00',
      ownership: '8.33',
      unitProfit: '30000.00',
      profitShare: '2500.00',
      totalValue: '12500.00',
    });
  });

  it('takes the costs of the sale off the profit, and rounds the share down to the cent', () => {
    // 150000 - 120000 - 4500.50 = 25499.50; 7777.77 / 120000 of it = 1652.7477...
    const result = calculateInvestment({
      amount: '7777.77',
      unitPrice: '120000',
      soldPrice: '150000',
      saleCosts: '4500.50',
    });
    expect(result).toMatchObject({ unitProfit: '25499.50', profitShare: '1652.74' });
  });

  it('pays what Mark as Sold would pay at the same sale', () => {
    const profit = saleProfit('98000', '80000', [{ label: 'Agent', amount: '1234.56' }]);
    const paid = profitShares(profit, '80000', ['3333.33', '5000']).shares;
    for (const [index, amount] of ['3333.33', '5000'].entries()) {
      const result = calculateInvestment({
        amount,
        unitPrice: '80000',
        soldPrice: '98000',
        saleCosts: '1234.56',
      });
      expect(result.profitShare).toBe(paid[index]);
    }
  });

  it('shares nothing from a loss', () => {
    expect(
      calculateInvestment({ amount: 5000, unitPrice: 100000, soldPrice: 95000, saleCosts: 1000 }),
    ).toMatchObject({ unitProfit: '-6000.00', profitShare: '0.00', totalValue: '5000.00' });
  });
});
