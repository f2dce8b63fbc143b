import { type DecimalInput, toDecimal } from '../decimal';

/** Why a unit does not take an amount (docs/product-rules.md, Minimum investment). */
export type TAmountRefusal = 'below_minimum' | 'above_remaining';

/**
 * Whether a unit takes `amount`: at least `minimum` (the higher of the project's and the unit's)
 * and at most `remaining`, what the unit still needs; a remainder below the minimum may still
 * be taken whole, or the unit could never be fully funded. The rule reserve_investment applies
 * in the database; undefined when the amount is acceptable.
 */
export function investmentAmountRefusal(
  amount: DecimalInput,
  minimum: DecimalInput,
  remaining: DecimalInput,
): TAmountRefusal | undefined {
  const value = toDecimal(amount);
  if (value.lt(minimum) && !value.eq(remaining)) return 'below_minimum';
  if (value.gt(remaining)) return 'above_remaining';
  return undefined;
}
