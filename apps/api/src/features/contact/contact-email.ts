import { EMAIL_TEXTS } from '@coinvest/contract';
import type { ContactMessageRow } from '@coinvest/db';
import type { EmailContent } from '../email/email-layout';

/** The support inbox's copy of a contact-form message, with who to answer. */
export function contactEmail(message: ContactMessageRow, supportEmail: string): EmailContent {
  return { to: supportEmail, ...EMAIL_TEXTS.contactMessage(message) };
}
