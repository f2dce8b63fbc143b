import { PAYMENT_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** A payment message of the contract in the reader's language; any other as it came. */
export const translatePaymentMessage = contractMessageTranslator(
  PAYMENT_MESSAGES,
  'payments.validation',
);
