import { contract, DEVELOPER_ADMIN_MESSAGES } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import {
  createDeveloper,
  deleteDeveloper,
  listAdminDevelopers,
  updateDeveloper,
} from './developers-admin.service';
import {
  listDeveloperLicences,
  removeDeveloperLicence,
  setDeveloperLicence,
} from './developer-licences.service';

export function developersAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminDevelopers, {
    listAdminDevelopers: {
      hooks,
      handler: async () => ({ status: 200, body: await listAdminDevelopers(app) }),
    },
    createDeveloper: {
      hooks,
      handler: async ({ body, request }) => ({
        status: 201,
        body: await createDeveloper(app, adminActor(request), body),
      }),
    },
    updateDeveloper: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await updateDeveloper(app, adminActor(request), params.id, body),
      }),
    },
    deleteDeveloper: {
      hooks,
      handler: async ({ params, request }) => {
        await deleteDeveloper(app, adminActor(request), params.id);
        return { status: 200, body: { message: DEVELOPER_ADMIN_MESSAGES.developerDeleted } };
      },
    },
    listDeveloperLicences: {
      hooks,
      handler: async ({ params }) => ({
        status: 200,
        body: await listDeveloperLicences(app, params.id),
      }),
    },
    setDeveloperLicence: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await setDeveloperLicence(app, adminActor(request), params.id, params.kind, body),
      }),
    },
    removeDeveloperLicence: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await removeDeveloperLicence(app, adminActor(request), params.id, params.kind),
      }),
    },
  });
}
