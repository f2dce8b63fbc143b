import { ApiError } from '@coinvest/contract/client';
import type { TFunction } from 'i18next';
import { translateMessage } from './validation-messages';

/** For toasts that show "the server message or <fallback>": the API's reason, translated. */
export function serverMessageOr(error: unknown, fallback: string, t: TFunction): string {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return reason ? translateMessage(reason, t) : fallback;
}
