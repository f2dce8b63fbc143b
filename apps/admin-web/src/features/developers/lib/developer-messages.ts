import { DEVELOPER_ADMIN_MESSAGES, ZDeveloperInputSchema } from '@coinvest/contract';
import { schemaResolver, type FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';

type DeveloperMessageKey = keyof typeof DEVELOPER_ADMIN_MESSAGES;

const keyByMessage = new Map<string, DeveloperMessageKey>(
  Object.entries(DEVELOPER_ADMIN_MESSAGES).map(([key, message]) => [
    message,
    key as DeveloperMessageKey,
  ]),
);

/** A developer message of the contract in the reader's language; any other text as it came. */
export function translateDeveloperMessage(message: string, t: TFunction): string {
  const key = keyByMessage.get(message);
  return key ? t(`developers.validation.${key}`) : message;
}

/**
 * Validates the developer form with the contract's schema, the API's own rules. The shared
 * zodResolver would match 'Please enter a valid email' to the sign-up entry, so this one
 * translates through the developer group itself.
 */
export function developerFormResolver(t: TFunction): (values: unknown) => FormErrors {
  const resolve = schemaResolver(ZDeveloperInputSchema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([path, error]) => [
        path,
        typeof error === 'string' ? translateDeveloperMessage(error, t) : error,
      ]),
    );
}
