import { ApiError } from '@coinvest/contract/client';
import type { TFunction } from 'i18next';
import { translateMessage, type MessageTranslator } from './validation-messages';

/** For toasts that show "the server message or <fallback>": the API's reason, translated. */
export function serverMessageOr(
  error: unknown,
  fallback: string,
  t: TFunction,
  translate: MessageTranslator = translateMessage,
): string {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return reason ? translate(reason, t) : fallback;
}
