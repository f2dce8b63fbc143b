import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { requireAdmin } from '../../lib/access/request-user';
import {
  approvePaymentInstructionsProposal,
  pendingProposal,
  proposePaymentInstructions,
  rejectPaymentInstructionsProposal,
} from './payment-instruction-proposals.service';
import { paymentInstructions } from './payment-instructions.service';

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
  const hooks = adminOnly(app);
  return s.router(contract.adminPaymentInstructions, {
    getPendingPaymentInstructionsProposal: {
      hooks,
      handler: async () => ({ status: 200, body: await pendingProposal(app.db) }),
    },
    proposePaymentInstructions: {
      hooks,
      handler: async ({ body, request }) => ({
        status: 201,
        body: await proposePaymentInstructions(
          app,
          requireAdmin(request),
          adminActor(request),
          body,
        ),
      }),
    },
    approvePaymentInstructionsProposal: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await approvePaymentInstructionsProposal(
          app,
          requireAdmin(request),
          adminActor(request),
          params.proposalId,
          body,
        ),
      }),
    },
    rejectPaymentInstructionsProposal: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await rejectPaymentInstructionsProposal(app, adminActor(request), params.proposalId),
      }),
    },
  });
}
