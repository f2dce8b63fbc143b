import { TRANSLATION_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** A translation message of the contract in the reader's language (translations.messages.*). */
export const translateTranslationMessage = contractMessageTranslator(
  TRANSLATION_MESSAGES,
  'translations.messages',
);
