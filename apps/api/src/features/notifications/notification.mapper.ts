import {
  isNotificationTextKey,
  NOTIFICATION_KIND_OF_TEXT,
  renderNotificationText,
  type TextValues,
  type TNotification,
} from '@coinvest/contract';
import type { JsonValue, NotificationRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';
import { findLanguagesOfUsers } from '../users/users.repository';

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

/** Each row for its owner, in the language the owner has saved now (the socket push). */
export async function toNotificationsOfOwners(
  db: Executor,
  rows: readonly NotificationRow[],
): Promise<TNotification[]> {
  const languages = await findLanguagesOfUsers(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => toNotification(row, languages.get(row.userId)));
}
