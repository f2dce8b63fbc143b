import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { authRateLimit } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { signUp } from './users.service';

export function usersRouter(app: FastifyInstance) {
  return s.router(contract.users, {
    signUp: {
      hooks: { onRequest: authRateLimit(app, 'sign-up') },
      handler: async ({ body }) => ({ status: 201, body: await signUp(app, body) }),
    },
  });
}
