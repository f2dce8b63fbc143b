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
    body: body as { amount: number; returnRate: number; timeline: number },
  });

describe('POST /api/calculate-investment', () => {
  it("answers the home page's defaults as computed by hand", async () => {
    const response = await calculate({ amount: 10000, returnRate: 16, timeline: 24 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      initial: '10000.00',
      totalReturn: '3200.00',
      totalValue: '13200.00',
      milestones: [
        { months: 0, value: '10000.00' },
        { months: 6, value: '10800.00' },
        { months: 12, value: '11600.00' },
        { months: 18, value: '12400.00' },
        { months: 24, value: '13200.00' },
      ],
    });
  });

  it('keeps cents exact, rounding half-up once per amount', async () => {
    // 25000.10 x 12% x 36/12 = 9000.036 -> 9000.04; at 30 months 7500.03.
    const response = await calculate({ amount: '25000.10', returnRate: '12', timeline: 36 });
    expect(response.body).toMatchObject({
      initial: '25000.10',
      totalReturn: '9000.04',
      totalValue: '34000.14',
    });
    expect((response.body as { milestones: unknown[] }).milestones).toContainEqual({
      months: 30,
      value: '32500.13',
    });
    // 1.00 x 1% x 6/12 = 0.005: half a cent goes up.
    expect((await calculate({ amount: 1, returnRate: 1, timeline: 6 })).body).toMatchObject({
      totalValue: '1.01',
    });
  });

  it('agrees with the shared formula the page runs, for the rate and timeline options', async () => {
    for (const returnRate of [12, 16, 20]) {
      for (const timeline of [18, 24, 36, 48]) {
        const body = { amount: '7777.77', returnRate, timeline };
        const response = await calculate(body);
        expect(response.body).toEqual(calculateInvestment(body));
      }
    }
  });

  it.each([
    [{ amount: 0 }, 'amount', M.calculatorAmountTooSmall],
    [{ amount: -100 }, 'amount', M.calculatorAmountTooSmall],
    [{ amount: 2_000_000_000 }, 'amount', M.calculatorAmountTooLarge],
    [{ amount: 10.555 }, 'amount', M.calculatorAmountDecimals],
    [{ amount: 'lots' }, 'amount', M.calculatorAmountInvalid],
    [{ amount: undefined }, 'amount', M.calculatorAmountInvalid],
    [{ returnRate: 101 }, 'returnRate', M.calculatorReturnRateInvalid],
    [{ returnRate: -0.5 }, 'returnRate', M.calculatorReturnRateInvalid],
    [{ timeline: 0 }, 'timeline', M.calculatorTimelineInvalid],
    [{ timeline: 121 }, 'timeline', M.calculatorTimelineInvalid],
    [{ timeline: 6.5 }, 'timeline', M.calculatorTimelineInvalid],
  ])('refuses %j with a 400 naming the field', async (change, path, message) => {
    const response = await calculate({ amount: 10000, returnRate: 16, timeline: 24, ...change });
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
