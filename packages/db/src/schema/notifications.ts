import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedTimestamp, Id } from './types';

export type NotificationType = 'milestone' | 'alert' | 'completion' | 'other';

export interface NotificationsTable {
  id: Id;
  userId: number;
  projectId: number | null;
  title: string;
  message: string;
  type: Generated<NotificationType>;
  isRead: Generated<boolean>;
  createdAt: GeneratedTimestamp;
}

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type NotificationChanges = Updateable<NotificationsTable>;

export const notificationsColumns: TableColumns<NotificationsTable> = {
  id: 'number',
  userId: 'number',
  projectId: 'number | null',
  title: 'string',
  message: 'string',
  type: 'string',
  isRead: 'boolean',
  createdAt: 'Date',
};
