import { ADMIN_PROJECT_MESSAGES } from '@coinvest/contract';
import { ApiError } from '@coinvest/contract/client';
import type { TFunction } from 'i18next';

type ProjectMessageKey = keyof typeof ADMIN_PROJECT_MESSAGES;

const keyByMessage = new Map<string, ProjectMessageKey>(
  Object.entries(ADMIN_PROJECT_MESSAGES).map(([key, message]) => [
    message,
    key as ProjectMessageKey,
  ]),
);

/** A project message of the contract in the reader's language (projects.messages.*); others as they came. */
export function translateProjectMessage(message: string, t: TFunction): string {
  const key = keyByMessage.get(message);
  return key ? t(`projects.messages.${key}`) : message;
}

/** The server's reason for a failed write, translated; `fallback` when none came (offline). */
export function projectServerMessage(error: unknown, fallback: string, t: TFunction): string {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return reason ? translateProjectMessage(reason, t) : fallback;
}
