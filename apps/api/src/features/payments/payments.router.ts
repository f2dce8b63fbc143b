import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { INVESTMENT_LIMIT } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { requireUser } from '../../lib/access/request-user';
import { refuseInspectors } from '../../lib/access/inspector-access';
import { refuseUnverifiedEmail } from '../auth/verified-email';
import { listInvestmentPayments } from './list-investment-payments';
import { startPayment } from './start-payment';

export function paymentsRouter(app: FastifyInstance) {
  return s.router(contract.payments, {
    startPayment: {
      hooks: {
        onRequest: [
          app.authenticateWithin(INVESTMENT_LIMIT),
          refuseInspectors,
          refuseUnverifiedEmail,
        ],
      },
      handler: async ({ params, body, request }) => ({
        status: 201,
        body: await startPayment(app, requireUser(request), params.id, body),
      }),
    },
    listInvestmentPayments: {
      hooks: { onRequest: [app.authenticate] },
      handler: async ({ params, request }) => ({
        status: 200,
        body: await listInvestmentPayments(app, requireUser(request), params.id),
      }),
    },
  });
}
