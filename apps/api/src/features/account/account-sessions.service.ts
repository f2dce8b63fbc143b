import { ACCOUNT_MESSAGES, type TAccountSession } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../lib/access/request-user';
import { listLiveSessionsOfUser, revokeLiveSessionOfUser } from '../auth/sessions.repository';
import { closeSessionSockets } from '../auth/session-sockets';
import { describeUserAgent, maskIp } from './user-agent';

/** The caller's signed-in devices; the address is masked before it leaves the server. */
export async function listAccountSessions(
  { db }: Pick<FastifyInstance, 'db'>,
  caller: AuthUser,
): Promise<TAccountSession[]> {
  const rows = await listLiveSessionsOfUser(db, caller.id, new Date());
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    maskedIp: maskIp(row.ip),
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastSeenAt.toISOString(),
    current: row.id === caller.sessionId,
  }));
}

/** Signs one of the caller's devices out; another account's session is as unknown as none. */
export async function revokeAccountSession(
  ctx: Pick<FastifyInstance, 'db' | 'realtime'>,
  caller: AuthUser,
  sessionId: string,
): Promise<void> {
  const revoked = await revokeLiveSessionOfUser(ctx.db, {
    sessionId,
    userId: caller.id,
    now: new Date(),
  });
  if (!revoked) throw new NotFoundError(ACCOUNT_MESSAGES.sessionNotFound);
  closeSessionSockets(ctx, [sessionId]);
}
