import { contract, SCHEDULE_MESSAGES } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { callerIfSignedIn } from '../auth/auth.service';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import {
  createMilestone,
  deleteMilestone,
  getAdminSchedule,
  getProjectSchedule,
  updateMilestone,
} from './schedule.service';

export function progressRouter(app: FastifyInstance) {
  return s.router(contract.progress, {
    getProjectSchedule: async ({ params, request }) => ({
      status: 200,
      body: await getProjectSchedule(
        app,
        params.id,
        await callerIfSignedIn(app, request.headers.authorization),
      ),
    }),
  });
}

export function adminScheduleRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminSchedule, {
    getAdminSchedule: {
      hooks,
      handler: async ({ params }) => ({
        status: 200,
        body: await getAdminSchedule(app, params.id),
      }),
    },
    createMilestone: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 201,
        body: await createMilestone(app, adminActor(request), params.id, body),
      }),
    },
    updateMilestone: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await updateMilestone(app, adminActor(request), params.id, params.milestoneId, body),
      }),
    },
    deleteMilestone: {
      hooks,
      handler: async ({ params, request }) => {
        await deleteMilestone(app, adminActor(request), params.id, params.milestoneId);
        return { status: 200, body: { message: SCHEDULE_MESSAGES.milestoneDeleted } };
      },
    },
  });
}
