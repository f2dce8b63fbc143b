import { PROJECT_UPDATE_MESSAGES, ZProjectUpdateInputSchema } from '@coinvest/contract';
import { schemaResolver, type FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';

type ProjectUpdateMessageKey = keyof typeof PROJECT_UPDATE_MESSAGES;

const keyByMessage = new Map<string, ProjectUpdateMessageKey>(
  Object.entries(PROJECT_UPDATE_MESSAGES).map(([key, message]) => [
    message,
    key as ProjectUpdateMessageKey,
  ]),
);

/** Validates the 'Post Update' form with the API's schema, in the reader's language. */
export function postUpdateFormResolver(t: TFunction): (values: unknown) => FormErrors {
  const resolve = schemaResolver(ZProjectUpdateInputSchema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([path, error]) => {
        const key = typeof error === 'string' ? keyByMessage.get(error) : undefined;
        return [path, key ? t(`notifications.postUpdate.validation.${key}`) : error];
      }),
    );
}
