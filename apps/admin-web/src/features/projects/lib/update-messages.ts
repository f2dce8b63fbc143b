import { PROJECT_UPDATE_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** A project update message of the contract in the reader's language (updates.messages.*). */
export const translateUpdateMessage = contractMessageTranslator(
  PROJECT_UPDATE_MESSAGES,
  'updates.messages',
);
