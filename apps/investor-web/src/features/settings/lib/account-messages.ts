import { ACCOUNT_MESSAGES, PREFERENCE_MESSAGES, SECOND_FACTOR_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator, translateMessage, type MessageTranslator } from '@coinvest/ui';

const ACCOUNT_MESSAGE_GROUPS: Readonly<Record<string, string>>[] = [
  ACCOUNT_MESSAGES,
  {
    codeRequired: SECOND_FACTOR_MESSAGES.codeRequired,
    codeInvalid: SECOND_FACTOR_MESSAGES.codeInvalid,
    challengeExpired: SECOND_FACTOR_MESSAGES.challengeExpired,
    alreadyEnabled: SECOND_FACTOR_MESSAGES.alreadyEnabled,
    notEnabled: SECOND_FACTOR_MESSAGES.notEnabled,
    enrolmentNotStarted: SECOND_FACTOR_MESSAGES.enrolmentNotStarted,
    cannotDisable: SECOND_FACTOR_MESSAGES.cannotDisable,
    locked: SECOND_FACTOR_MESSAGES.locked,
  },
  { currencyInvalid: PREFERENCE_MESSAGES.currencyInvalid },
];

const translateAccountOnly = contractMessageTranslator(ACCOUNT_MESSAGE_GROUPS, 'account.messages');

/**
 * A settings or second-factor message of the contract in the reader's language
 * (account.messages.*); sign-up's messages (username, password rules) through the shared ones.
 */
export const translateAccountMessage: MessageTranslator = (message, t) => {
  const translated = translateAccountOnly(message, t);
  return translated === message ? translateMessage(message, t) : translated;
};

/** Every message key the catalog must hold, with the contract's English. */
export const accountMessageEntries = (): [string, string][] =>
  ACCOUNT_MESSAGE_GROUPS.flatMap((group) => Object.entries(group));
