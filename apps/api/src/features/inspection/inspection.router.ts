import { contract, ZUpdateReviewFieldsSchema } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { receiveEvidenceUpload } from '../project-updates/evidence-upload';
import { inspectorActor, inspectorOnly } from '../../lib/access/inspector-access';
import {
  assertMayReview,
  listAssignedProjects,
  listAssignedProjectUpdates,
  reviewProjectUpdate,
} from './inspection.service';
import { inviteInspector, listInspectors, setInspectorProjects } from './inspectors-admin.service';

export function inspectorRouter(app: FastifyInstance) {
  const hooks = inspectorOnly(app);
  return s.router(contract.inspector, {
    listAssignedProjects: {
      hooks,
      handler: async ({ request }) => ({
        status: 200,
        body: await listAssignedProjects(app, inspectorActor(request).userId),
      }),
    },
    listAssignedProjectUpdates: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await listAssignedProjectUpdates(app, inspectorActor(request).userId, params.id),
      }),
    },
    reviewProjectUpdate: {
      hooks,
      handler: async ({ params, request }) => {
        const actor = inspectorActor(request);
        await assertMayReview(app, actor.userId, params.updateId);
        const upload = await receiveEvidenceUpload(request, ZUpdateReviewFieldsSchema);
        return {
          status: 200,
          body: await reviewProjectUpdate(app, actor, params.updateId, {
            ...upload.fields,
            photos: upload.photos,
          }),
        };
      },
    },
  });
}

export function inspectorsAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminInspectors, {
    listInspectors: {
      hooks,
      handler: async () => ({ status: 200, body: await listInspectors(app) }),
    },
    inviteInspector: {
      hooks,
      handler: async ({ body, request }) => ({
        status: 201,
        body: await inviteInspector(app, adminActor(request), body),
      }),
    },
    setInspectorProjects: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await setInspectorProjects(app, adminActor(request), params.id, body.projectIds),
      }),
    },
  });
}
