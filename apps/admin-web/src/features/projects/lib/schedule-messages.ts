import { SCHEDULE_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** A schedule message of the contract in the reader's language (schedule.messages.*). */
export const translateScheduleMessage = contractMessageTranslator(
  SCHEDULE_MESSAGES,
  'schedule.messages',
);
