import {
  isNotificationTextKey,
  NOTIFICATION_KIND_OF_TEXT,
  renderNotificationText,
  type TextValues,
  type TNotification,
} from '@coinvest/contract';
import type { JsonValue } from '@coinvest/db';

interface StoredText {
  title: string;
  message: string;
  textKey: string | null;
  textValues: JsonValue | null;
}

function isTextValues(values: JsonValue | null): values is TextValues {
  return typeof values === 'object' && values !== null && !Array.isArray(values);
}

/**
 * A keyed text in the reader's language (English for none); rows written before texts were
 * keyed, and project updates (the admin's own words), keep their stored title and message.
 */
export function renderStoredText(row: StoredText, language: string | null | undefined) {
  if (isNotificationTextKey(row.textKey) && isTextValues(row.textValues)) {
    return {
      kind: NOTIFICATION_KIND_OF_TEXT[row.textKey],
      ...renderNotificationText(row.textKey, row.textValues, language),
    };
  }
  return { kind: null, title: row.title, message: row.message };
}

export function toNotification(
  row: StoredText & {
    id: number;
    type: TNotification['type'];
    projectId: number | null;
    isRead: boolean;
    createdAt: Date;
  },
  language?: string | null,
): TNotification {
  const { kind, title, message } = renderStoredText(row, language);
  return {
    id: row.id,
    title,
    message,
    type: row.type,
    kind,
    projectId: row.projectId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
