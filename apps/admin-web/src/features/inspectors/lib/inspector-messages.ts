import { INSPECTION_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator, translateMessage, type MessageTranslator } from '@coinvest/ui';

const inspectionTexts = new Set<string>(Object.values(INSPECTION_MESSAGES));
const translateInspectionMessage = contractMessageTranslator(
  INSPECTION_MESSAGES,
  'inspectors.messages',
);

/**
 * A message of the Inspectors section in the reader's language: the contract's inspection
 * messages (inspectors.messages.*), and the account ones the invitation shares with sign-up
 * (validation.*: a taken or invalid e-mail, a missing name).
 */
export const translateInspectorsMessage: MessageTranslator = (message, t) =>
  inspectionTexts.has(message)
    ? translateInspectionMessage(message, t)
    : translateMessage(message, t);
