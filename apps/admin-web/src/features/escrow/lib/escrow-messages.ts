import { ACCOUNT_MESSAGES, ESCROW_MESSAGES, SECOND_FACTOR_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/**
 * An escrow message of the contract in the reader's language (escrow.validation.*), and the
 * refusals of a wrong confirmation when approving a release.
 */
export const translateEscrowMessage = contractMessageTranslator(
  [
    ESCROW_MESSAGES,
    {
      codeInvalid: SECOND_FACTOR_MESSAGES.codeInvalid,
      locked: SECOND_FACTOR_MESSAGES.locked,
      currentPasswordWrong: ACCOUNT_MESSAGES.currentPasswordWrong,
    },
  ],
  'escrow.validation',
);
