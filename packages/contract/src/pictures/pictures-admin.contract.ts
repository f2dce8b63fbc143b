import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses, ZErrorSchema, ZMessageSchema } from '../common/error.schemas';
import {
  PICTURE_MAX_MEGABYTES,
  type TProjectPictureUploadForm,
  ZAdminProjectPictureSchema,
  ZProjectPictureChangesSchema,
  ZProjectPictureParamsSchema,
  ZProjectPicturesParamsSchema,
} from './pictures.schemas';

const c = initContract();

/** The multipart body as OpenAPI describes it (ts-rest cannot validate a stream). */
const uploadOpenApiBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          picture: { type: 'string', format: 'binary' },
          caption: { type: 'string' },
          unitId: { type: 'string', description: "A unit of the project; empty: the gallery's" },
        },
        required: ['picture'],
      },
    },
  },
} as const;

/** The admin's galleries: a project's pictures and its units', ordered, one cover. */
export const adminPicturesContract = c.router(
  {
    listProjectPictures: {
      method: 'GET',
      path: '/api/secure-admin/projects/:projectId/pictures',
      pathParams: ZProjectPicturesParamsSchema,
      responses: { 200: z.array(ZAdminProjectPictureSchema) },
      summary: "Admin: the project's gallery, then each unit's pictures, each list in its order.",
    },
    uploadProjectPicture: {
      method: 'POST',
      path: '/api/secure-admin/projects/:projectId/pictures',
      pathParams: ZProjectPicturesParamsSchema,
      contentType: 'multipart/form-data',
      body: c.type<TProjectPictureUploadForm>(),
      metadata: { openApiRequestBody: uploadOpenApiBody },
      responses: { 201: ZAdminProjectPictureSchema, 413: ZErrorSchema },
      summary:
        `Admin: adds a picture (JPEG, PNG or WebP read from the bytes, at most ` +
        `${PICTURE_MAX_MEGABYTES} MB) with its caption at the end of the gallery, or of a ` +
        "unit's pictures with unitId. The gallery's first picture becomes the cover. Audited.",
    },
    updateProjectPicture: {
      method: 'PATCH',
      path: '/api/secure-admin/projects/:projectId/pictures/:pictureId',
      pathParams: ZProjectPictureParamsSchema,
      body: ZProjectPictureChangesSchema,
      responses: { 200: z.array(ZAdminProjectPictureSchema) },
      summary:
        "Admin: changes a picture's caption, moves it to a position in its list, or makes it " +
        "the project's cover (the previous cover stops being one). Answers the whole list. Audited.",
    },
    deleteProjectPicture: {
      method: 'DELETE',
      path: '/api/secure-admin/projects/:projectId/pictures/:pictureId',
      pathParams: ZProjectPictureParamsSchema,
      body: c.noBody(),
      responses: { 200: ZMessageSchema },
      summary:
        "Admin: removes a picture and its files; when it was the cover, the gallery's first " +
        'picture left becomes the cover. Audited.',
    },
  },
  { commonResponses: commonErrorResponses },
);
