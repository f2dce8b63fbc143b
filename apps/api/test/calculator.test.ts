import { calculateInvestment, CALCULATOR_MESSAGES as M } from '@coinvest/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const calculate = (body: Record<string, unknown>) =>
  api.client.calculator.calculateInvestment({
    body: body as { amount: number; unitPrice: number; soldPrice: number },
  });

const sale = { amount: 10000, unitPrice: 120000, soldPrice: 150000, saleCosts: 0 };

describe('POST /api/calculate-investment', () => {
  it('answers $10,000 of a $120,000 unit sold at $150,000 as computed by hand', async () => {
    const response = await calculate(sale);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      soldPrice: '150000.00',
      saleCosts: '0.00',
      ownership: '8.33',
      unitProfit: '30000.00',
      profitShare: '2500.00',
      totalValue: '12500.00',
    });
  });

  it('takes the costs off the profit, and a loss shares nothing', async () => {
    // 150000 - 120000 - 4500.50 = 25499.50; 25000.10 / 120000 of it = 5312.41 (rounded down).
    expect(
      (await calculate({ ...sale, amount: '25000.10', saleCosts: '4500.50' })).body,
    ).toMatchObject({ unitProfit: '25499.50', profitShare: '5312.41', totalValue: '30312.51' });
    expect((await calculate({ ...sale, soldPrice: 118000 })).body).toMatchObject({
      unitProfit: '-2000.00',
      profitShare: '0.00',
      totalValue: '10000.00',
    });
  });

  it('agrees with the shared function the page runs', async () => {
    for (const soldPrice of ['120000', '135000.55', '150000']) {
      const body = { amount: '7777.77', unitPrice: '120000', soldPrice, saleCosts: '999.99' };
      const response = await calculate(body);
      expect(response.body).toEqual(calculateInvestment(body));
    }
  });

  it.each([
    [{ amount: 0 }, 'amount', M.calculatorAmountTooSmall],
    [{ amount: -100 }, 'amount', M.calculatorAmountTooSmall],
    [{ amount: 10.555 }, 'amount', M.calculatorAmountDecimals],
    [{ amount: 'lots' }, 'amount', M.calculatorAmountInvalid],
    [{ amount: undefined }, 'amount', M.calculatorAmountInvalid],
    [{ amount: 120000.01 }, 'amount', M.calculatorAmountAboveUnitPrice],
    [{ unitPrice: 0 }, 'unitPrice', M.calculatorUnitPriceInvalid],
    [{ soldPrice: undefined }, 'soldPrice', M.calculatorSoldPriceInvalid],
    [{ saleCosts: -1 }, 'saleCosts', M.calculatorSaleCostsInvalid],
    [{ saleCosts: 150000.01 }, 'saleCosts', M.calculatorSaleCostsInvalid],
  ])('refuses %j with a 400 naming the field', async (change, path, message) => {
    const response = await calculate({ ...sale, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message,
      errorCode: 'VALIDATION_FAILED',
      issues: [{ path, message }],
    });
  });

  it('refuses a body that is not an object with a 400, never a 500', async () => {
    const response = await fetch(`${api.baseUrl}/api/calculate-investment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '"10000"',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });
});
