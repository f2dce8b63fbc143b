import { ACCOUNT_MESSAGES, SECOND_FACTOR_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** The contract's messages the second-factor forms show: its own and the password's. */
export const SECOND_FACTOR_MESSAGE_GROUPS: Readonly<Record<string, string>>[] = [
  SECOND_FACTOR_MESSAGES,
  {
    currentPasswordRequired: ACCOUNT_MESSAGES.currentPasswordRequired,
    currentPasswordWrong: ACCOUNT_MESSAGES.currentPasswordWrong,
  },
];

/** A second-factor message of the contract in the reader's language (auth.secondFactor.messages.*). */
export const translateSecondFactorMessage = contractMessageTranslator(
  SECOND_FACTOR_MESSAGE_GROUPS,
  'auth.secondFactor.messages',
);
