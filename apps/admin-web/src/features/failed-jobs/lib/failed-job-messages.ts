import { FAILED_JOB_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** A failed job's retry answer or refusal in the reader's language (failedJobs.messages.*). */
export const translateFailedJobMessage = contractMessageTranslator(
  FAILED_JOB_MESSAGES,
  'failedJobs.messages',
);
