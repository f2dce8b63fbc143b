import type { NotificationRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export function findNotificationsByIds(db: Executor, ids: number[]): Promise<NotificationRow[]> {
  return db.selectFrom('notifications').selectAll().where('id', 'in', ids).orderBy('id').execute();
}
