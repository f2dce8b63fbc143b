import { DEVELOPER_ADMIN_MESSAGES, DEVELOPER_LICENCE_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/**
 * A developer message of the contract in the reader's language (developers.validation.*);
 * 'Please enter a valid email' is also a sign-up message, so the form translates through this.
 */
export const translateDeveloperMessage = contractMessageTranslator(
  DEVELOPER_ADMIN_MESSAGES,
  'developers.validation',
);

/** A licence message of the contract (developers.licenceValidation.*). */
export const translateLicenceMessage = contractMessageTranslator(
  DEVELOPER_LICENCE_MESSAGES,
  'developers.licenceValidation',
);
