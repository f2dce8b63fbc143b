import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../audit/admin-access';
import { paymentInstructions, updatePaymentInstructions } from './payment-instructions.service';

export function paymentInstructionsRouter(app: FastifyInstance) {
  // Account numbers are for people about to pay: a visitor gets 401.
  const hooks = { onRequest: [app.authenticate] };
  return s.router(contract.paymentInstructions, {
    getPaymentInstructions: {
      hooks,
      handler: async () => ({ status: 200, body: await paymentInstructions(app.db) }),
    },
  });
}

export function paymentInstructionsAdminRouter(app: FastifyInstance) {
  return s.router(contract.adminPaymentInstructions, {
    updatePaymentInstructions: {
      hooks: adminOnly(app),
      handler: async ({ body, request }) => ({
        status: 200,
        body: await updatePaymentInstructions(app, adminActor(request), body),
      }),
    },
  });
}
