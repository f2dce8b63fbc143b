import type { NotificationKind, NotificationPreferenceRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** The saved choices of these users for one kind; users without a row are left out. */
export function findPreferencesOfKind(
  db: Executor,
  userIds: readonly number[],
  kind: NotificationKind,
): Promise<NotificationPreferenceRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('notificationPreferences')
    .selectAll()
    .where('kind', '=', kind)
    .where('userId', 'in', userIds)
    .execute();
}

export function findPreferencesOfUser(
  db: Executor,
  userId: number,
): Promise<NotificationPreferenceRow[]> {
  return db
    .selectFrom('notificationPreferences')
    .selectAll()
    .where('userId', '=', userId)
    .execute();
}

export async function upsertPreferences(
  db: Executor,
  rows: readonly NotificationPreferenceRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('notificationPreferences')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['userId', 'kind']).doUpdateSet((eb) => ({
        inApp: eb.ref('excluded.inApp'),
        byEmail: eb.ref('excluded.byEmail'),
      })),
    )
    .execute();
}
