import { AUTH_MESSAGES, contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { authRateLimit } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { currentUser, logout, signIn } from './auth.service';
import { forgotPassword, resetPassword } from './password-reset.service';
import { requireUser } from './request-user';

export function authRouter(app: FastifyInstance) {
  // Each route gets its own limiter, so each counts only its own calls.
  const rateLimited = () => ({ onRequest: authRateLimit(app) });
  const signedIn = { onRequest: app.authenticate };

  return s.router(contract.auth, {
    signIn: {
      hooks: rateLimited(),
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
      hooks: rateLimited(),
      handler: async ({ body }) => {
        await forgotPassword(app, body);
        return { status: 200, body: { message: AUTH_MESSAGES.resetEmailSent } };
      },
    },
    resetPassword: {
      hooks: rateLimited(),
      handler: async ({ body }) => {
        await resetPassword(app, body);
        return { status: 200, body: { message: AUTH_MESSAGES.passwordResetDone } };
      },
    },
  });
}
