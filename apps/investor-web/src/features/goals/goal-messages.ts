import { FINANCIAL_GOAL_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** A goal message of the contract in the reader's language. */
export const translateGoalMessage = contractMessageTranslator(
  FINANCIAL_GOAL_MESSAGES,
  'goals.validation',
);
