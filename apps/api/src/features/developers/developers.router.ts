import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { getDeveloper, listDevelopers } from './developers.service';

export function developersRouter(app: FastifyInstance) {
  return s.router(contract.developers, {
    listDevelopers: async () => ({ status: 200, body: await listDevelopers(app) }),
    getDeveloper: async ({ params }) => ({
      status: 200,
      body: await getDeveloper(app, params.id),
    }),
  });
}
