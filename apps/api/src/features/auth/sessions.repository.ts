import type { DB, UserRole } from '@coinvest/db';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../../lib/executor';
import { preparedQuery } from '../../lib/compiled-query-cache';
import { countCallStatement, type CallCount } from '../../lib/rate-limit.repository';

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
  /** The account proved its e-mail address (users.email_verified_at is set). */
  emailVerified: boolean;
}

/** Whether the user ever had a session (rows stay when sessions end; only deletion removes them). */
export async function hasHadSession(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('userId', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function createSession(db: Executor, session: NewSessionInput): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values(session)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The one test of a live session: neither revoked, expired nor idle too long. */
function isLive(eb: ExpressionBuilder<DB, 'sessions'>, now: Date) {
  return eb.and([
    eb('sessions.revokedAt', 'is', null),
    eb('sessions.expiresAt', '>', now),
    eb.or([
      eb('sessions.idleTimeoutMinutes', 'is', null),
      eb(
        sql<Date>`sessions.last_seen_at + sessions.idle_timeout_minutes * interval '1 minute'`,
        '>',
        now,
      ),
    ]),
  ]);
}

function liveSessionUserQuery(db: Executor, { sessionId, userId, now }: SessionLookup) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'users.id as userId',
      'users.role',
      'sessions.lastSeenAt',
      'sessions.secondFactorVerified',
      sql<boolean>`users.email_verified_at is not null`.as('emailVerified'),
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.userId', '=', userId)
    .where((eb) => isLive(eb, now));
}

interface SessionLookup {
  sessionId: string;
  userId: number;
  now: Date;
}

// Every signed-in request runs one of these two: each is built and compiled once.
const liveSessionUser = preparedQuery<SessionLookup, LiveSession>(
  ['sessionId', 'userId', 'now'],
  (db, values) => sql<LiveSession>`${liveSessionUserQuery(db, values)}`,
);

const liveSessionUserCounting = preparedQuery<
  SessionLookup & { key: string; timeWindowMs: number },
  LiveSession & CallCount
>(['sessionId', 'userId', 'now', 'key', 'timeWindowMs'], (db, values) => {
  const counted = countCallStatement(
    values.key,
    values.timeWindowMs,
    sql<boolean>`exists (select 1 from live)`,
  );
  return sql<LiveSession & CallCount>`
    with live as (${liveSessionUserQuery(db, values)}), counted as (${counted})
    select live.*, counted.current, counted.ttl from live cross join counted`;
});

/** The session and its user when the session is live. */
export async function findLiveSessionUser(
  db: Executor,
  lookup: SessionLookup,
): Promise<LiveSession | undefined> {
  return (await liveSessionUser(db, lookup)).rows[0];
}

/**
 * As findLiveSessionUser, and counts the call under a rate limit's key in the same statement,
 * only when the session is live (a revoked token spends nobody's budget).
 */
export async function findLiveSessionUserCounting(
  db: Executor,
  lookup: SessionLookup,
  count: { key: string; timeWindowMs: number },
): Promise<(LiveSession & CallCount) | undefined> {
  return (await liveSessionUserCounting(db, { ...lookup, ...count })).rows[0];
}

/**
 * Of these sessions, the ones still live: what the socket heartbeat asks, so a socket ends
 * with its session, idle limit included.
 */
export async function liveSessionIds(
  db: Executor,
  sessionIds: string[],
  now: Date,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', sessionIds)
    .where((eb) => isLive(eb, now))
    .execute();
  return new Set(rows.map((row) => row.id));
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

/** The user's live sessions (the settings page's devices), most recently active first. */
export function listLiveSessionsOfUser(db: Executor, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'userAgent', 'ip', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .where((eb) => isLive(eb, now))
    .orderBy('lastSeenAt', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
}

/** Ends one live session of this user; false when it is not theirs or no longer live. */
export async function revokeLiveSessionOfUser(
  db: Executor,
  { sessionId, userId, now }: { sessionId: string; userId: number; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .where((eb) => isLive(eb, now))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every session of the user but the one given; answers the ids it ended. */
export async function revokeOtherSessionsOfUser(
  db: Executor,
  { userId, keepSessionId, now }: { userId: number; keepSessionId: string; now: Date },
): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
