import type { UserRole } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

export interface NewSessionInput {
  userId: number;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
  /** Null: the session has no idle limit. */
  idleTimeoutMinutes: number | null;
  secondFactorVerified: boolean;
}

export interface LiveSession {
  userId: number;
  role: UserRole;
  lastSeenAt: Date;
  secondFactorVerified: boolean;
}

export async function createSession(db: Executor, session: NewSessionInput): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values(session)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The session and its user when the session is neither revoked, expired nor idle too long. */
export function findLiveSessionUser(
  db: Executor,
  { sessionId, userId, now }: { sessionId: string; userId: number; now: Date },
): Promise<LiveSession | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'users.id as userId',
      'users.role',
      'sessions.lastSeenAt',
      'sessions.secondFactorVerified',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.userId', '=', userId)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', now)
    .where((eb) =>
      eb.or([
        eb('sessions.idleTimeoutMinutes', 'is', null),
        eb(
          sql<Date>`sessions.last_seen_at + sessions.idle_timeout_minutes * interval '1 minute'`,
          '>',
          now,
        ),
      ]),
    )
    .executeTakeFirst();
}

/** Moves last use forward; callers skip it when it moved less than a minute ago. */
export async function touchSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ lastSeenAt: now })
    .where('id', '=', sessionId)
    .where('lastSeenAt', '<', now)
    .execute();
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function revokeAllSessionsOfUser(
  db: Executor,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}
