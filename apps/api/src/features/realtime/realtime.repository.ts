import type { NotificationRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export function findNotificationsByIds(db: Executor, ids: number[]): Promise<NotificationRow[]> {
  return db.selectFrom('notifications').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/** Of these sessions, the ones still live (not revoked, not expired). */
export async function liveSessionIds(
  db: Executor,
  sessionIds: string[],
  now: Date,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', sessionIds)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .execute();
  return new Set(rows.map((row) => row.id));
}
