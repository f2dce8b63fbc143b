import { ACCOUNT_MESSAGES, type TChangePasswordBody } from '@coinvest/contract';
import { hashPassword } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/request-user';
import { revokeOtherSessionsOfUser } from '../auth/sessions.repository';
import { refuseBreachedPassword } from '../users/breached-passwords';
import { updateUserPassword } from '../users/users.repository';
import { userWithCurrentPassword } from './current-password';
import { closeSessionSockets } from './session-sockets';

/**
 * A new password after the current one, held to sign-up's rules (length in the contract,
 * the breached list here). Every other session ends in the same transaction; this one stays.
 */
export async function changePassword(
  ctx: Pick<FastifyInstance, 'db' | 'realtime'>,
  caller: AuthUser,
  body: TChangePasswordBody,
): Promise<string> {
  await userWithCurrentPassword(ctx.db, caller.id, body.currentPassword);
  refuseBreachedPassword(body.newPassword);
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    await updateUserPassword(trx, caller.id, passwordHash);
    return revokeOtherSessionsOfUser(trx, {
      userId: caller.id,
      keepSessionId: caller.sessionId,
      now: new Date(),
    });
  });
  closeSessionSockets(ctx, ended);
  return ACCOUNT_MESSAGES.passwordChanged;
}
