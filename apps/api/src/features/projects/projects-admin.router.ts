import { ADMIN_PROJECT_MESSAGES, contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import {
  createProject,
  deleteProject,
  getAdminProject,
  listAdminProjects,
  setPublished,
  updateProject,
} from './projects-admin.service';

export function projectsAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminProjects, {
    listAdminProjects: {
      hooks,
      handler: async ({ query }) => ({ status: 200, body: await listAdminProjects(app, query) }),
    },
    getAdminProject: {
      hooks,
      handler: async ({ params }) => ({
        status: 200,
        body: await getAdminProject(app, params.id),
      }),
    },
    createProject: {
      hooks,
      handler: async ({ body, request }) => ({
        status: 201,
        body: await createProject(app, adminActor(request), body),
      }),
    },
    updateProject: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await updateProject(app, adminActor(request), params.id, body),
      }),
    },
    publishProject: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await setPublished(app, adminActor(request), params.id, true),
      }),
    },
    unpublishProject: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await setPublished(app, adminActor(request), params.id, false),
      }),
    },
    deleteProject: {
      hooks,
      handler: async ({ params, request }) => {
        await deleteProject(app, adminActor(request), params.id);
        return { status: 200, body: { message: ADMIN_PROJECT_MESSAGES.projectDeleted } };
      },
    },
  });
}
