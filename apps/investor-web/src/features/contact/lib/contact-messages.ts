import { CONTACT_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/**
 * A contact-form message of the contract in the reader's language (contact.validation.*);
 * 'Please enter a valid email address' is also a password-reset message, so the form
 * translates through this.
 */
export const translateContactMessage = contractMessageTranslator(
  CONTACT_MESSAGES,
  'contact.validation',
);
