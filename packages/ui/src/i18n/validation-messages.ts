import {
  AUTH_MESSAGES,
  EMAIL_VERIFICATION_MESSAGES,
  IMAGE_MESSAGES,
  SHOWN_HTTP_MESSAGES,
  USER_MESSAGES,
} from '@coinvest/contract';
import type { TFunction } from 'i18next';

/**
 * Shows a message of the contract in the reader's language; any other text as it came. The
 * values fill the translation's {{placeholders}}: a rule's figure, formatted for the reader.
 */
export type MessageTranslator = (
  message: string,
  t: TFunction,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * A translator for message groups of the contract whose keys sit in a catalog under
 * `catalogPath` with the contract's English text. Each form translates through its own groups:
 * one English text can belong to several groups ('Please enter a valid email').
 */
export function contractMessageTranslator(
  groups: Readonly<Record<string, string>> | readonly Readonly<Record<string, string>>[],
  catalogPath: string,
): MessageTranslator {
  const keyByMessage = new Map<string, string>();
  for (const group of [groups].flat()) {
    for (const [key, message] of Object.entries(group)) {
      if (!keyByMessage.has(message)) keyByMessage.set(message, key);
    }
  }
  return (message, t, values) => {
    const key = keyByMessage.get(message);
    // The path is built at run time, beyond the typed catalog's reach; each site's catalog
    // tests check that every message of its groups is there.
    const lookUp = t as unknown as (catalogKey: string, options?: object) => string;
    return key ? lookUp(`${catalogPath}.${key}`, values) : message;
  };
}

/**
 * The contract's message groups. Each key appears in the catalog under `validation.<key>`
 * with the contract's English text, so a message the form or the server gives can be shown
 * in the reader's language.
 */
export const contractMessageGroups = {
  USER_MESSAGES,
  AUTH_MESSAGES,
  EMAIL_VERIFICATION_MESSAGES,
  SHOWN_HTTP_MESSAGES,
  // Any upload's image beyond the pixel budget (gallery, evidence, KYC).
  IMAGE_MESSAGES,
} as const;

/** A sign-up, sign-in, password or e-mail verification message of the contract, translated. */
export const translateMessage = contractMessageTranslator(
  Object.values(contractMessageGroups),
  'validation',
);
