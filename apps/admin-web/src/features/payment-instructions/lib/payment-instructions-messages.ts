import {
  ACCOUNT_MESSAGES,
  PAYMENT_INSTRUCTIONS_MESSAGES,
  SECOND_FACTOR_MESSAGES,
} from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/**
 * A payment-instructions message of the contract in the reader's language
 * (paymentInstructions.validation.*), and the refusals of a wrong confirmation.
 */
export const translatePaymentInstructionsMessage = contractMessageTranslator(
  [
    PAYMENT_INSTRUCTIONS_MESSAGES,
    {
      codeInvalid: SECOND_FACTOR_MESSAGES.codeInvalid,
      locked: SECOND_FACTOR_MESSAGES.locked,
      currentPasswordWrong: ACCOUNT_MESSAGES.currentPasswordWrong,
    },
  ],
  'paymentInstructions.validation',
);
