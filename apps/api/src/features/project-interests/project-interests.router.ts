import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { PROJECT_INTEREST_LIMIT } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { requireUser } from '../../lib/access/request-user';
import { refuseInspectors } from '../../lib/access/inspector-access';
import {
  createProjectInterest,
  decideProjectInterest,
  listProjectInterests,
} from './project-interests.service';

export function projectInterestsRouter(app: FastifyInstance) {
  return s.router(contract.projectInterests, {
    createProjectInterest: {
      hooks: { onRequest: [app.authenticateWithin(PROJECT_INTEREST_LIMIT), refuseInspectors] },
      handler: async ({ body, request }) => ({
        status: 201,
        body: await createProjectInterest(app, requireUser(request), body),
      }),
    },
  });
}

export function projectInterestsAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminProjectInterests, {
    listProjectInterests: {
      hooks,
      handler: async ({ query }) => ({
        status: 200,
        body: await listProjectInterests(app, query.status),
      }),
    },
    approveProjectInterest: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await decideProjectInterest(app, adminActor(request), params.id, 'approved'),
      }),
    },
    rejectProjectInterest: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await decideProjectInterest(app, adminActor(request), params.id, 'rejected'),
      }),
    },
  });
}
