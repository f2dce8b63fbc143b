import {
  calculateInvestment,
  CALCULATOR_MESSAGES,
  ZCalculateInvestmentBodySchema,
  type TInvestmentCalculation,
} from '@coinvest/contract';

export type CalculatorMessageKey = keyof typeof CALCULATOR_MESSAGES;

export type CalculatorOutcome =
  | { result: TInvestmentCalculation; error: null }
  | { result: null; error: CalculatorMessageKey | 'calculatorAmountRequired' };

export interface CalculatorFigures {
  amount: number | string;
  unitPrice: number | string;
  soldPrice: number | string;
  /** Empty means no costs. */
  saleCosts: number | string;
}

const keyByMessage = new Map<string, CalculatorMessageKey>(
  Object.entries(CALCULATOR_MESSAGES).map(([key, message]) => [
    message,
    key as CalculatorMessageKey,
  ]),
);

/**
 * The calculator's answer, computed here with the profit model the API runs for
 * POST /api/calculate-investment, after the same checks, so both agree to the cent.
 */
export function calculate({
  amount,
  unitPrice,
  soldPrice,
  saleCosts,
}: CalculatorFigures): CalculatorOutcome {
  if (amount === '') return { result: null, error: 'calculatorAmountRequired' };
  const parsed = ZCalculateInvestmentBodySchema.safeParse({
    amount,
    unitPrice,
    soldPrice,
    saleCosts: saleCosts === '' ? undefined : saleCosts,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? '';
    return { result: null, error: keyByMessage.get(message) ?? 'calculatorAmountInvalid' };
  }
  return { result: calculateInvestment(parsed.data), error: null };
}
