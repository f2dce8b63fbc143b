import { UNIT_ADMIN_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** A unit message of the contract in the reader's language (units.messages.*). */
export const translateUnitMessage = contractMessageTranslator(
  UNIT_ADMIN_MESSAGES,
  'units.messages',
);
