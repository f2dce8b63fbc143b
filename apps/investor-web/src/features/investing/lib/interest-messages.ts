import { PROJECT_INTEREST_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/**
 * An interest message of the contract in the reader's language (investing.interest.validation.*):
 * the dialog refuses an amount with the very words the API would.
 */
export const translateInterestMessage = contractMessageTranslator(
  PROJECT_INTEREST_MESSAGES,
  'investing.interest.validation',
);
