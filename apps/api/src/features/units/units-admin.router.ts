import { contract, UNIT_ADMIN_MESSAGES } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import {
  createUnit,
  deleteUnit,
  listAdminProjectUnits,
  markUnitSold,
  setUnitPaymentStatus,
  updateUnit,
} from './units-admin.service';

export function unitsAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminUnits, {
    listAdminProjectUnits: {
      hooks,
      handler: async ({ params, query }) => ({
        status: 200,
        body: await listAdminProjectUnits(app, params.id, query),
      }),
    },
    createUnit: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 201,
        body: await createUnit(app, adminActor(request), params.id, body),
      }),
    },
    updateUnit: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await updateUnit(app, adminActor(request), params.id, params.unitId, body),
      }),
    },
    deleteUnit: {
      hooks,
      handler: async ({ params, request }) => {
        await deleteUnit(app, adminActor(request), params.id, params.unitId);
        return { status: 200, body: { message: UNIT_ADMIN_MESSAGES.unitDeleted } };
      },
    },
    updateUnitPaymentStatus: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await setUnitPaymentStatus(app, adminActor(request), params.unitId, body.status),
      }),
    },
    markUnitSold: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await markUnitSold(app, adminActor(request), params.unitId, body),
      }),
    },
  });
}
