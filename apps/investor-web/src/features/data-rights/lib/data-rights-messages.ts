import { ACCOUNT_MESSAGES, DATA_RIGHTS_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator, translateMessage, type MessageTranslator } from '@coinvest/ui';

const translateDataRightsOnly = contractMessageTranslator(
  [DATA_RIGHTS_MESSAGES],
  'dataRights.messages',
);
// A wrong password is the settings' own message, already in every language.
const translatePasswordWrong = contractMessageTranslator(
  [{ currentPasswordWrong: ACCOUNT_MESSAGES.currentPasswordWrong }],
  'account.messages',
);

/** A data-rights message of the contract in the reader's language (else the shared ones). */
export const translateDataRightsMessage: MessageTranslator = (message, t) => {
  for (const translate of [translateDataRightsOnly, translatePasswordWrong]) {
    const translated = translate(message, t);
    if (translated !== message) return translated;
  }
  return translateMessage(message, t);
};
