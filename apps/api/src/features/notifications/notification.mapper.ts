import type { TNotification } from '@coinvest/contract';
import type { NotificationRow } from '@coinvest/db';

export function toNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    projectId: row.projectId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
