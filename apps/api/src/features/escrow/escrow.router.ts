import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { requireAdmin } from '../../lib/access/request-user';
import { s } from '../../lib/ts-rest';
import { callerIfSignedIn } from '../auth/auth.service';
import {
  approveEscrowRelease,
  rejectEscrowRelease,
  requestEscrowRelease,
} from './escrow-releases.service';
import { getAdminProjectEscrow, getProjectEscrow, putReleasePlan } from './escrow.service';

export function escrowRouter(app: FastifyInstance) {
  return s.router(contract.escrow, {
    // Public as the project is: a draft is unknown to anyone but staff.
    getProjectEscrow: async ({ params, request }) => ({
      status: 200,
      body: await getProjectEscrow(
        app,
        params.id,
        await callerIfSignedIn(app, request.headers.authorization),
      ),
    }),
  });
}

export function adminEscrowRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminEscrow, {
    getAdminProjectEscrow: {
      hooks,
      handler: async ({ params }) => ({
        status: 200,
        body: await getAdminProjectEscrow(app, params.id),
      }),
    },
    putReleasePlan: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await putReleasePlan(app, adminActor(request), params.id, body),
      }),
    },
    requestEscrowRelease: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 201,
        body: await requestEscrowRelease(app, adminActor(request), params.id, body),
      }),
    },
    approveEscrowRelease: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await approveEscrowRelease(
          app,
          requireAdmin(request),
          adminActor(request),
          params.releaseId,
          body,
        ),
      }),
    },
    rejectEscrowRelease: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await rejectEscrowRelease(app, adminActor(request), params.releaseId),
      }),
    },
  });
}
