import { schemaResolver, type FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { translateMessage, type MessageTranslator } from '../i18n/validation-messages';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * Validates a Mantine form with one of the contract's zod schemas, so the page rejects
 * input with the very words the API would, shown in the reader's language (through the
 * form's own message groups when `translate` is given).
 */
export function zodResolver(
  schema: Schema,
  t: TFunction,
  translate: MessageTranslator = translateMessage,
): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([path, error]) => [
        path,
        typeof error === 'string' ? translate(error, t) : error,
      ]),
    );
}
