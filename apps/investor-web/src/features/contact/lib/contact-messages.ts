import { CONTACT_MESSAGES, ZContactBodySchema } from '@coinvest/contract';
import { schemaResolver, type FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';

type ContactMessageKey = keyof typeof CONTACT_MESSAGES;

const keyByMessage = new Map<string, ContactMessageKey>(
  Object.entries(CONTACT_MESSAGES).map(([key, message]) => [message, key as ContactMessageKey]),
);

/**
 * A contact-form message of the contract in the reader's language (contact.validation.*);
 * any other text as it came.
 */
export function translateContactMessage(message: string, t: TFunction): string {
  const key = keyByMessage.get(message);
  return key ? t(`contact.validation.${key}`) : message;
}

/**
 * Validates the contact form with the contract's schema. The shared zodResolver would match
 * 'Please enter a valid email address' to the password-reset entry, so this one translates
 * through the contact group itself.
 */
export function contactFormResolver(t: TFunction): (values: unknown) => FormErrors {
  const resolve = schemaResolver(ZContactBodySchema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([path, error]) => [
        path,
        typeof error === 'string' ? translateContactMessage(error, t) : error,
      ]),
    );
}
