import {
  INTEREST_AMOUNT_STEP,
  INTEREST_MESSAGE_MAX,
  INTEREST_MIN_AMOUNT,
  PROJECT_INTEREST_MESSAGES,
} from '@coinvest/contract';
import { contractMessageTranslator, formatMoney } from '@coinvest/ui';

/**
 * An interest message of the contract in the reader's language (investing.interest.validation.*):
 * the dialog refuses an amount with the very words the API would.
 */
export const translateInterestMessage = contractMessageTranslator(
  PROJECT_INTEREST_MESSAGES,
  'investing.interest.validation',
);

/**
 * The figures of the interest rules, for the dialog's hint and messages: the amount is typed in
 * US dollars, so its limits are shown in dollars, formatted for the page's language.
 */
export function interestRuleValues(language: string): Record<string, string | number> {
  return {
    amount: formatMoney(INTEREST_MIN_AMOUNT, 'USD', language, 'whole'),
    step: formatMoney(String(INTEREST_AMOUNT_STEP), 'USD', language, 'whole'),
    max: INTEREST_MESSAGE_MAX,
  };
}
