import type { NotificationRow } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/**
 * The notifications with their owners' saved languages, in one query; the ids travel as one
 * array parameter, so a commit's thousands of ids cost no statement of thousands of parameters.
 */
export function findNotificationsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<(NotificationRow & { preferredLanguage: string | null })[]> {
  return db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.userId')
    .selectAll('notifications')
    .select('users.preferredLanguage')
    .where('notifications.id', '=', sql<number>`any(${ids}::integer[])`)
    .orderBy('notifications.id')
    .execute();
}
