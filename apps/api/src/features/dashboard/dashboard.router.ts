import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { requireUser } from '../../lib/access/request-user';
import {
  dashboardActivity,
  dashboardCharts,
  dashboardInvestments,
  dashboardSummary,
} from './dashboard.service';

/** The caller's own dashboard: no user id is taken, so nobody reads another's. */
export function dashboardRouter(app: FastifyInstance) {
  const hooks = { onRequest: [app.authenticate] };
  return s.router(contract.dashboard, {
    getDashboardSummary: {
      hooks,
      handler: async ({ request }) => ({
        status: 200,
        body: await dashboardSummary(app, requireUser(request)),
      }),
    },
    listDashboardInvestments: {
      hooks,
      handler: async ({ request, query }) => ({
        status: 200,
        body: await dashboardInvestments(app, requireUser(request), query),
      }),
    },
    getDashboardActivity: {
      hooks,
      handler: async ({ request }) => ({
        status: 200,
        body: await dashboardActivity(app, requireUser(request)),
      }),
    },
    getDashboardCharts: {
      hooks,
      handler: async ({ request }) => ({
        status: 200,
        body: await dashboardCharts(app, requireUser(request)),
      }),
    },
  });
}
