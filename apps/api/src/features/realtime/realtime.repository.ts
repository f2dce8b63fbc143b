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

/**
 * For each shared-text signal, one of its notifications (the lowest id still stored) with the
 * signal's index: they all have the same text, kind and time, so one row stands for them.
 */
export async function findSharedTexts(
  db: Executor,
  held: readonly { id: number; signal: number }[],
): Promise<(NotificationRow & { signal: number })[]> {
  const { rows } = await sql<NotificationRow & { signal: number }>`
    select distinct on (held.signal) held.signal, notifications.*
    from unnest(${held.map((each) => each.id)}::integer[], ${held.map((each) => each.signal)}::integer[])
      as held (id, signal)
    join notifications on notifications.id = held.id
    order by held.signal, notifications.id`.execute(db);
  return rows;
}
