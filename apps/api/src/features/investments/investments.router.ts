import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { INVESTMENT_LIMIT } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { requireUser } from '../../lib/access/request-user';
import { refuseUnverifiedEmail } from '../auth/verified-email';
import { refuseInspectors } from '../../lib/access/inspector-access';
import { cancelInvestment } from './cancel-investment';
import { confirmPayment } from './confirm-payment';
import { createInvestment } from './create-investment';
import { listInvestments } from './list-investments';

export function investmentsRouter(app: FastifyInstance) {
  return s.router(contract.investments, {
    createInvestment: {
      hooks: {
        onRequest: [
          app.authenticateWithin(INVESTMENT_LIMIT),
          refuseInspectors,
          refuseUnverifiedEmail,
        ],
      },
      handler: async ({ body, headers, request }) => ({
        status: 201,
        body: await createInvestment(app, requireUser(request), body, headers['idempotency-key']),
      }),
    },
  });
}

export function investmentsAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminInvestments, {
    listInvestments: {
      hooks,
      handler: async ({ query }) => ({ status: 200, body: await listInvestments(app, query) }),
    },
    confirmPayment: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await confirmPayment(app, adminActor(request), params.id, body),
      }),
    },
    cancelInvestment: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await cancelInvestment(app, adminActor(request), params.id),
      }),
    },
  });
}
