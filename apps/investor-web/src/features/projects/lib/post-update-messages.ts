import { PROJECT_UPDATE_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** A 'Post Update' message of the contract in the reader's language. */
export const translatePostUpdateMessage = contractMessageTranslator(
  PROJECT_UPDATE_MESSAGES,
  'notifications.postUpdate.validation',
);
