import { contract, PROJECT_LIST_HEADERS } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { getProject, listProjects } from './projects.service';

export function projectsRouter(app: FastifyInstance) {
  return s.router(contract.projects, {
    listProjects: async ({ query, reply }) => {
      const page = await listProjects(app, query);
      void reply.header(PROJECT_LIST_HEADERS.totalCount, String(page.total));
      if (page.nextCursor) void reply.header(PROJECT_LIST_HEADERS.nextCursor, page.nextCursor);
      return { status: 200, body: page.projects };
    },
    getProject: async ({ params }) => ({ status: 200, body: await getProject(app, params.id) }),
  });
}
