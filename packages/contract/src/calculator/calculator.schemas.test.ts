import { describe, expect, it } from 'vitest';
import { CALCULATOR_MESSAGES as M, ZCalculateInvestmentBodySchema } from './calculator.schemas';

const valid = { amount: 10000, unitPrice: 120000, soldPrice: 150000, saleCosts: 0 };

function messages(body: Record<string, unknown>): string[] {
  const result = ZCalculateInvestmentBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('calculator body', () => {
  it('reads numbers and numeric strings as exact decimal strings, costs 0 when left out', () => {
    expect(ZCalculateInvestmentBodySchema.parse(valid)).toEqual({
      amount: '10000',
      unitPrice: '120000',
      soldPrice: '150000',
      saleCosts: '0',
    });
    expect(
      ZCalculateInvestmentBodySchema.parse({
        amount: ' 2500.55 ',
        unitPrice: '90000.10',
        soldPrice: '100000',
      }),
    ).toEqual({ amount: '2500.55', unitPrice: '90000.10', soldPrice: '100000', saleCosts: '0' });
  });

  it.each([
    [{ amount: 0 }, M.calculatorAmountTooSmall],
    [{ amount: '-5' }, M.calculatorAmountTooSmall],
    [{ amount: 1_000_000_000.01 }, M.calculatorAmountTooLarge],
    [{ amount: '12.345' }, M.calculatorAmountDecimals],
    [{ amount: 'ten' }, M.calculatorAmountInvalid],
    [{ amount: null }, M.calculatorAmountInvalid],
    [{ amount: 120000.01 }, M.calculatorAmountAboveUnitPrice],
    [{ unitPrice: 0 }, M.calculatorUnitPriceInvalid],
    [{ unitPrice: 'a lot' }, M.calculatorUnitPriceInvalid],
    [{ soldPrice: '-1' }, M.calculatorSoldPriceInvalid],
    [{ soldPrice: '150000.001' }, M.calculatorSoldPriceInvalid],
    [{ saleCosts: -1 }, M.calculatorSaleCostsInvalid],
    [{ saleCosts: 150000.01 }, M.calculatorSaleCostsInvalid],
  ])('refuses %j with "%s"', (change, message) => {
    expect(messages({ ...valid, ...change })).toEqual([message]);
  });

  it('accepts the edges of each range', () => {
    expect(
      messages({ amount: '0.01', unitPrice: '0.01', soldPrice: '0.01', saleCosts: 0 }),
    ).toEqual([]);
    expect(messages({ amount: 1e9, unitPrice: 1e9, soldPrice: 1e9, saleCosts: 1e9 })).toEqual([]);
  });
});
