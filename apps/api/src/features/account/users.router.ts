import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { authRateLimit } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { requireUser } from '../../lib/access/request-user';
import { getPreferences, savePreferences } from './user-preferences.service';
import { signUp } from './sign-up.service';

export function usersRouter(app: FastifyInstance) {
  return s.router(contract.users, {
    signUp: {
      hooks: { onRequest: authRateLimit(app, 'sign-up') },
      handler: async ({ body }) => ({ status: 201, body: await signUp(app, body) }),
    },
    getMyPreferences: {
      hooks: { onRequest: [app.authenticate] },
      handler: async ({ request }) => ({
        status: 200,
        body: await getPreferences(app, requireUser(request)),
      }),
    },
    updateMyPreferences: {
      hooks: { onRequest: [app.authenticate] },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await savePreferences(app, requireUser(request), body),
      }),
    },
  });
}
