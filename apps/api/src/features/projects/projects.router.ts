import { contract, PROJECT_LIST_HEADERS } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { featuredProjects, getProject, listProjects, projectLocations } from './projects.service';

export function projectsRouter(app: FastifyInstance) {
  return s.router(contract.projects, {
    listProjects: async ({ query, reply }) => {
      const page = await listProjects(app, query);
      void reply.header(PROJECT_LIST_HEADERS.totalCount, String(page.total));
      if (page.nextCursor) void reply.header(PROJECT_LIST_HEADERS.nextCursor, page.nextCursor);
      return { status: 200, body: page.projects };
    },
    listFeaturedProjects: async () => ({ status: 200, body: await featuredProjects(app) }),
    listProjectLocations: async () => ({ status: 200, body: await projectLocations(app) }),
    getProject: async ({ params }) => ({ status: 200, body: await getProject(app, params.id) }),
  });
}
