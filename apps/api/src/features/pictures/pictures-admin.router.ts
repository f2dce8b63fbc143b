import { contract, PROJECT_PICTURE_MESSAGES } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import {
  deleteProjectPicture,
  listProjectPictures,
  updateProjectPicture,
  uploadProjectPicture,
} from './gallery.service';
import { receivePicture } from './picture-upload';

export function picturesAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminPictures, {
    listProjectPictures: {
      hooks,
      handler: async ({ params }) => ({
        status: 200,
        body: await listProjectPictures(app, params.projectId),
      }),
    },
    uploadProjectPicture: {
      hooks,
      handler: async ({ params, request }) => {
        const upload = await receivePicture(request);
        return {
          status: 201,
          body: await uploadProjectPicture(app, adminActor(request), params.projectId, upload),
        };
      },
    },
    updateProjectPicture: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await updateProjectPicture(
          app,
          adminActor(request),
          params.projectId,
          params.pictureId,
          body,
        ),
      }),
    },
    deleteProjectPicture: {
      hooks,
      handler: async ({ params, request }) => {
        await deleteProjectPicture(app, adminActor(request), params.projectId, params.pictureId);
        return { status: 200, body: { message: PROJECT_PICTURE_MESSAGES.projectPictureDeleted } };
      },
    },
  });
}
