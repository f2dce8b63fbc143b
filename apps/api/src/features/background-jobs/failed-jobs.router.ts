import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { listFailedJobs, retryFailedJob } from './failed-jobs.service';

export function failedJobsAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminFailedJobs, {
    listFailedJobs: {
      hooks,
      handler: async ({ query }) => ({ status: 200, body: await listFailedJobs(app, query) }),
    },
    retryFailedJob: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 202,
        body: await retryFailedJob(app, adminActor(request), params.jobId),
      }),
    },
  });
}
