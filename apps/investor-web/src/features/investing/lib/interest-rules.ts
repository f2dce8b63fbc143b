import { toDecimal } from '@coinvest/contract/decimal';

export const CONTACT_METHODS = ['email', 'phone', 'whatsapp'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const INTEREST_MINIMUM_AMOUNT = 1000;
export const INTEREST_AMOUNT_STEP = 100;
export const INTEREST_MESSAGE_MAX_LENGTH = 500;

/** Which rule an interest amount breaks, if any: at least 1,000, in steps of 100. */
export function interestAmountProblem(amount: string): 'minimum' | 'step' | null {
  const value = toDecimal(amount);
  if (value.lt(INTEREST_MINIMUM_AMOUNT)) return 'minimum';
  if (!value.mod(INTEREST_AMOUNT_STEP).isZero()) return 'step';
  return null;
}
