import { PROJECT_UPDATE_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator, type MessageTranslator } from '@coinvest/ui';

// The milestone's message is worded with the milestone select's texts (updateMilestone.*).
const { milestoneNotInProject, ...formMessages } = PROJECT_UPDATE_MESSAGES;
const translateFormMessage = contractMessageTranslator(
  formMessages,
  'notifications.postUpdate.validation',
);
const translateMilestoneMessage = contractMessageTranslator(
  { milestoneNotInProject },
  'updateMilestone.validation',
);

/** A 'Post Update' message of the contract in the reader's language. */
export const translatePostUpdateMessage: MessageTranslator = (message, t) =>
  message === milestoneNotInProject
    ? translateMilestoneMessage(message, t)
    : translateFormMessage(message, t);
