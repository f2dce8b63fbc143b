import { AUTH_MESSAGES, USER_MESSAGES } from '@coinvest/contract';
import type { TFunction } from 'i18next';

/**
 * The contract's message groups. Each key appears in the catalog under `validation.<key>`
 * with the contract's English text, so a message the form or the server gives can be shown
 * in the reader's language.
 */
export const contractMessageGroups = { USER_MESSAGES, AUTH_MESSAGES } as const;

type ContractMessageKey = keyof typeof USER_MESSAGES | keyof typeof AUTH_MESSAGES;

const keyByMessage = new Map<string, ContractMessageKey>();
for (const group of Object.values(contractMessageGroups)) {
  for (const [key, message] of Object.entries(group)) {
    if (!keyByMessage.has(message)) keyByMessage.set(message, key as ContractMessageKey);
  }
}

/** A contract message in the current language; any other text is shown as it came. */
export function translateMessage(message: string, t: TFunction): string {
  const key = keyByMessage.get(message);
  return key ? t(`validation.${key}`) : message;
}
