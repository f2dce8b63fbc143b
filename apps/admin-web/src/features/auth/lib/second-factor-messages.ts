import { SECOND_FACTOR_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** A second-factor message of the contract in the reader's language (auth.secondFactor.messages.*). */
export const translateSecondFactorMessage = contractMessageTranslator(
  SECOND_FACTOR_MESSAGES,
  'auth.secondFactor.messages',
);
