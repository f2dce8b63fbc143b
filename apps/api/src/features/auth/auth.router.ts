import { AUTH_MESSAGES, contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { accountRateLimit, authRateLimit } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { currentUser, logout, signIn } from './auth.service';
import { forgotPassword, resetPassword } from './password-reset.service';
import { requireUser } from './request-user';

export function authRouter(app: FastifyInstance) {
  // Each route counts only its own calls, per client address and per account named in the body.
  const rateLimited = (route: string) => ({
    onRequest: authRateLimit(app, route),
    preValidation: accountRateLimit(app, route),
  });
  const signedIn = { onRequest: app.authenticate };

  return s.router(contract.auth, {
    signIn: {
      hooks: rateLimited('sign-in'),
      handler: async ({ body, request }) => ({
        status: 200,
        body: await signIn(app, body, {
          userAgent: request.headers['user-agent'] ?? null,
          ip: request.ip,
        }),
      }),
    },
    currentUser: {
      hooks: signedIn,
      handler: async ({ request }) => ({
        status: 200,
        body: await currentUser(app, requireUser(request)),
      }),
    },
    logout: {
      hooks: signedIn,
      handler: async ({ request }) => {
        await logout(app, requireUser(request));
        return { status: 200, body: { message: AUTH_MESSAGES.signedOut } };
      },
    },
    forgotPassword: {
      hooks: rateLimited('forgot-password'),
      handler: async ({ body }) => {
        await forgotPassword(app, body);
        return { status: 200, body: { message: AUTH_MESSAGES.resetEmailSent } };
      },
    },
    resetPassword: {
      hooks: rateLimited('reset-password'),
      handler: async ({ body }) => {
        await resetPassword(app, body);
        return { status: 200, body: { message: AUTH_MESSAGES.passwordResetDone } };
      },
    },
  });
}
