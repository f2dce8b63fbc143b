import { PAYMENT_INSTRUCTIONS_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** A payment-instructions message of the contract in the reader's language (paymentInstructions.validation.*). */
export const translatePaymentInstructionsMessage = contractMessageTranslator(
  PAYMENT_INSTRUCTIONS_MESSAGES,
  'paymentInstructions.validation',
);
