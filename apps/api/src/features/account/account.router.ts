import { ACCOUNT_MESSAGES, contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { authRateLimit } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { requireUser } from '../../lib/access/request-user';
import { listAccountSessions, revokeAccountSession } from './account-sessions.service';
import { confirmEmailChange, startEmailChange } from './email-change.service';
import { changePassword } from './password-change.service';
import { updateProfile } from './profile.service';

export function accountRouter(app: FastifyInstance) {
  const signedIn = { onRequest: [app.authenticate] };
  // Routes that judge a password or a code, or send an e-mail, get the account routes' limit.
  const limited = (route: string) => ({ onRequest: [app.authenticate, authRateLimit(app, route)] });

  return s.router(contract.account, {
    updateProfile: {
      hooks: signedIn,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await updateProfile(app, requireUser(request), body),
      }),
    },
    startEmailChange: {
      hooks: limited('email-change'),
      handler: async ({ body, request }) => ({
        status: 202,
        body: await startEmailChange(app, requireUser(request), body),
      }),
    },
    confirmEmailChange: {
      hooks: limited('email-change-confirm'),
      handler: async ({ body, request }) => ({
        status: 200,
        body: await confirmEmailChange(app, requireUser(request), body),
      }),
    },
    changePassword: {
      hooks: limited('password-change'),
      handler: async ({ body, request }) => ({
        status: 200,
        body: { message: await changePassword(app, requireUser(request), body) },
      }),
    },
    listSessions: {
      hooks: signedIn,
      handler: async ({ request }) => ({
        status: 200,
        body: await listAccountSessions(app, requireUser(request)),
      }),
    },
    revokeSession: {
      hooks: signedIn,
      handler: async ({ params, request }) => {
        await revokeAccountSession(app, requireUser(request), params.sessionId);
        return { status: 200, body: { message: ACCOUNT_MESSAGES.sessionSignedOut } };
      },
    },
  });
}
