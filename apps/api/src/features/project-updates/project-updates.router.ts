import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { listProjectUpdates } from './project-updates.service';

export function projectUpdatesRouter(app: FastifyInstance) {
  return s.router(contract.projectUpdates, {
    listProjectUpdates: async ({ params }) => ({
      status: 200,
      body: await listProjectUpdates(app, params.id),
    }),
  });
}
