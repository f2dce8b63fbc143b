import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { callerIfSignedIn } from '../auth/auth.service';
import { ZProjectUpdateInputSchema } from '@coinvest/contract';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { receiveEvidenceUpload } from './evidence-upload';
import {
  listProjectUpdates,
  postPlatformUpdate,
  postProjectUpdate,
} from './project-updates.service';

export function projectUpdatesRouter(app: FastifyInstance) {
  return s.router(contract.projectUpdates, {
    listProjectUpdates: async ({ params, request }) => ({
      status: 200,
      body: await listProjectUpdates(
        app,
        params.id,
        await callerIfSignedIn(app, request.headers.authorization),
      ),
    }),
    postProjectUpdate: {
      hooks: adminOnly(app),
      handler: async ({ params, body, request }) => ({
        status: 201,
        body: await postProjectUpdate(app, adminActor(request), params.id, body),
      }),
    },
    postPlatformUpdate: {
      hooks: adminOnly(app),
      handler: async ({ params, body, request }) => ({
        status: 201,
        body: await postPlatformUpdate(app, adminActor(request), params.id, body),
      }),
    },
    postProjectUpdateWithEvidence: {
      hooks: adminOnly(app),
      handler: async ({ params, request }) => {
        const actor = adminActor(request);
        const upload = await receiveEvidenceUpload(request, ZProjectUpdateInputSchema);
        return {
          status: 201,
          body: await postProjectUpdate(app, actor, params.id, upload.fields, upload.photos),
        };
      },
    },
  });
}
