import type { UserRole } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export interface NewSessionInput {
  userId: number;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export async function createSession(db: Executor, session: NewSessionInput): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values(session)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The session's user when the session is neither revoked nor expired. */
export function findLiveSessionUser(
  db: Executor,
  { sessionId, userId, now }: { sessionId: string; userId: number; now: Date },
): Promise<{ userId: number; role: UserRole } | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.id as userId', 'users.role'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.userId', '=', userId)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', now)
    .executeTakeFirst();
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
