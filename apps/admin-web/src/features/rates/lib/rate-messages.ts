import { CURRENCY_RATE_ADMIN_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** An exchange-rate message of the contract in the reader's language (rates.validation.*). */
export const translateRateMessage = contractMessageTranslator(
  CURRENCY_RATE_ADMIN_MESSAGES,
  'rates.validation',
);
