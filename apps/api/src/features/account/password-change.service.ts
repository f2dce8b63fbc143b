import { ACCOUNT_MESSAGES, EMAIL_TEXTS, type TChangePasswordBody } from '@coinvest/contract';
import { hashPassword } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../lib/access/request-user';
import { revokeOtherSessionsOfUser } from '../auth/sessions.repository';
import { refuseWeakPassword } from '../users/breached-passwords';
import { updateUserPassword } from '../users/users.repository';
import { userWithCurrentPassword } from '../auth/current-password';
import { closeSessionSockets } from '../auth/session-sockets';

/**
 * A new password after the current one, held to sign-up's rules (length in the contract,
 * 12 for staff and the breached list here). Every other session ends in the same transaction;
 * this one stays. The account's address is told, in case it was not the owner.
 */
export async function changePassword(
  ctx: Pick<FastifyInstance, 'db' | 'realtime' | 'email' | 'config'>,
  caller: AuthUser,
  body: TChangePasswordBody,
): Promise<string> {
  const user = await userWithCurrentPassword(ctx.db, caller.id, body.currentPassword);
  refuseWeakPassword(body.newPassword, user.role);
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
  await ctx.email.send({
    to: user.email,
    ...EMAIL_TEXTS.passwordChanged(
      {
        firstName: user.firstName,
        resetUrl: `${ctx.config.web.investorUrl}/forgot-password`,
        supportEmail: ctx.config.mail.supportEmail,
      },
      user.preferredLanguage,
    ),
  });
  return ACCOUNT_MESSAGES.passwordChanged;
}
