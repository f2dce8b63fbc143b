import { describe, expect, it } from 'vitest';
import { CALCULATOR_MESSAGES as M, ZCalculateInvestmentBodySchema } from './calculator.schemas';

const valid = { amount: 10000, returnRate: 16, timeline: 24 };

function messages(body: Record<string, unknown>): string[] {
  const result = ZCalculateInvestmentBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('calculator body', () => {
  it('reads numbers and numeric strings as exact decimal strings', () => {
    expect(ZCalculateInvestmentBodySchema.parse(valid)).toEqual({
      amount: '10000',
      returnRate: '16',
      timeline: 24,
    });
    expect(
      ZCalculateInvestmentBodySchema.parse({
        amount: ' 2500.55 ',
        returnRate: '12.5',
        timeline: '18',
      }),
    ).toEqual({ amount: '2500.55', returnRate: '12.5', timeline: 18 });
  });

  it.each([
    [{ amount: 0 }, M.calculatorAmountTooSmall],
    [{ amount: '-5' }, M.calculatorAmountTooSmall],
    [{ amount: 1_000_000_000.01 }, M.calculatorAmountTooLarge],
    [{ amount: '12.345' }, M.calculatorAmountDecimals],
    [{ amount: 'ten' }, M.calculatorAmountInvalid],
    [{ amount: null }, M.calculatorAmountInvalid],
    [{ amount: Number.POSITIVE_INFINITY }, M.calculatorAmountInvalid],
    [{ returnRate: -1 }, M.calculatorReturnRateInvalid],
    [{ returnRate: 100.5 }, M.calculatorReturnRateInvalid],
    [{ returnRate: '16.125' }, M.calculatorReturnRateDecimals],
    [{ timeline: 0 }, M.calculatorTimelineInvalid],
    [{ timeline: 121 }, M.calculatorTimelineInvalid],
    [{ timeline: 12.5 }, M.calculatorTimelineInvalid],
    [{ timeline: 'soon' }, M.calculatorTimelineInvalid],
  ])('refuses %j with "%s"', (change, message) => {
    expect(messages({ ...valid, ...change })).toEqual([message]);
  });

  it('accepts the edges of each range', () => {
    expect(messages({ amount: '0.01', returnRate: 0, timeline: 1 })).toEqual([]);
    expect(messages({ amount: 1_000_000_000, returnRate: 100, timeline: 120 })).toEqual([]);
  });
});
