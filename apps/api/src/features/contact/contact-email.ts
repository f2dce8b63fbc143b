import type { ContactMessageRow } from '@coinvest/db';
import type { EmailMessage } from '../email/email.service';

/** One line, so a subject typed with line breaks cannot add mail headers. */
function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The support inbox's copy of a contact-form message, with who to answer. */
export function contactEmail(message: ContactMessageRow, supportEmail: string): EmailMessage {
  return {
    to: supportEmail,
    subject: `Contact form: ${singleLine(message.subject)}`,
    text: [
      `${singleLine(message.name)} wrote through the contact form (message #${message.id}).`,
      '',
      `Name: ${singleLine(message.name)}`,
      `Email: ${message.email}`,
      `Phone: ${message.phone ?? 'not given'}`,
      `Subject: ${singleLine(message.subject)}`,
      '',
      message.message,
      '',
      `Reply to: ${singleLine(message.name)} <${message.email}>`,
      'We promise visitors an answer within 24 hours.',
    ].join('\n'),
  };
}
