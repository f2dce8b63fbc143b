import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  type TNotificationKind,
  type TNotificationPreferences,
  type TUpdateNotificationPreferencesBody,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../lib/executor';
import type { AuthUser } from '../../lib/access/request-user';
import {
  findPreferencesOfKind,
  findPreferencesOfUser,
  upsertPreferences,
} from './notification-preferences.repository';

type Context = Pick<FastifyInstance, 'db'>;

export async function getNotificationPreferences(
  { db }: Context,
  caller: AuthUser,
): Promise<TNotificationPreferences> {
  const preferences = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  for (const row of await findPreferencesOfUser(db, caller.id)) {
    preferences[row.kind] = { inApp: row.inApp, email: row.byEmail };
  }
  return preferences;
}

/** Saves the kinds the body names for the caller only; the others keep their setting. */
export async function updateNotificationPreferences(
  ctx: Context,
  caller: AuthUser,
  body: TUpdateNotificationPreferencesBody,
): Promise<TNotificationPreferences> {
  const rows = NOTIFICATION_KINDS.flatMap((kind) => {
    const channels = body[kind];
    return channels
      ? [{ userId: caller.id, kind, inApp: channels.inApp, byEmail: channels.email }]
      : [];
  });
  await upsertPreferences(ctx.db, rows);
  return getNotificationPreferences(ctx, caller);
}

/** Each user's channels for one kind of notification, defaults where nothing is saved. */
export async function channelsOfUsers(
  db: Executor,
  userIds: readonly number[],
  kind: TNotificationKind,
): Promise<Map<number, { inApp: boolean; email: boolean }>> {
  const saved = new Map(
    (await findPreferencesOfKind(db, userIds, kind)).map((row) => [
      row.userId,
      { inApp: row.inApp, email: row.byEmail },
    ]),
  );
  return new Map(
    userIds.map((userId) => [userId, saved.get(userId) ?? DEFAULT_NOTIFICATION_PREFERENCES[kind]]),
  );
}
