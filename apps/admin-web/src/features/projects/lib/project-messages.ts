import { ADMIN_PROJECT_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** A project message of the contract in the reader's language (projects.messages.*). */
export const translateProjectMessage = contractMessageTranslator(
  ADMIN_PROJECT_MESSAGES,
  'projects.messages',
);
