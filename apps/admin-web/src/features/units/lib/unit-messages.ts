import { UNIT_ADMIN_MESSAGES } from '@coinvest/contract';
import { ApiError } from '@coinvest/contract/client';
import { schemaResolver, type FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';

type UnitMessageKey = keyof typeof UNIT_ADMIN_MESSAGES;
type Schema = Parameters<typeof schemaResolver>[0];

const keyByMessage = new Map<string, UnitMessageKey>(
  Object.entries(UNIT_ADMIN_MESSAGES).map(([key, message]) => [message, key as UnitMessageKey]),
);

/** A unit message of the contract in the reader's language (units.messages.*); others as they came. */
export function translateUnitMessage(message: string, t: TFunction): string {
  const key = keyByMessage.get(message);
  return key ? t(`units.messages.${key}`) : message;
}

/** For the toasts that show "the server message or <fallback>". */
export function unitServerMessageOr(error: unknown, fallback: string, t: TFunction): string {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return reason ? translateUnitMessage(reason, t) : fallback;
}

/** Validates a unit form with the contract's schema, in the words the API would answer. */
export function unitFormResolver(schema: Schema, t: TFunction): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([path, error]) => [
        path,
        typeof error === 'string' ? translateUnitMessage(error, t) : error,
      ]),
    );
}
