import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses, ZErrorSchema } from '../common/error.schemas';
import { ZProjectIdParamsSchema } from '../projects/projects.schemas';
import {
  ZPlatformUpdateInputSchema,
  ZProjectUpdateInputSchema,
  ZProjectUpdateSchema,
} from './project-updates.schemas';
import { EVIDENCE_MAX_PHOTOS } from './update-evidence.schemas';

const c = initContract();

export const projectUpdatesContract = c.router(
  {
    listProjectUpdates: {
      method: 'GET',
      path: '/api/projects/:id/updates',
      pathParams: ZProjectIdParamsSchema,
      responses: { 200: z.array(ZProjectUpdateSchema) },
      summary: "The project's updates, newest first. 404 for an unknown project.",
    },
    postProjectUpdate: {
      method: 'POST',
      path: '/api/projects/:id/updates',
      pathParams: ZProjectIdParamsSchema,
      body: ZProjectUpdateInputSchema,
      responses: { 201: ZProjectUpdateSchema },
      summary:
        'Admin only: posts an update and notifies every user with an interest or investment in the project, in one transaction. 404 for an unknown project.',
    },
    postPlatformUpdate: {
      method: 'POST',
      path: '/api/secure-admin/projects/:id/updates',
      pathParams: ZProjectIdParamsSchema,
      body: ZPlatformUpdateInputSchema,
      responses: { 201: ZProjectUpdateSchema },
      summary:
        "Admin only: posts an update in the platform's own name (author 'platform'; a title, its text, its type and an optional picture URL, no progress claimed), audited, and notifies the project's followers as every update does, in one transaction. A draft project takes one too. 404 for an unknown project.",
    },
    postProjectUpdateWithEvidence: {
      method: 'POST',
      path: '/api/projects/:id/updates/with-evidence',
      pathParams: ZProjectIdParamsSchema,
      contentType: 'multipart/form-data',
      body: c.type<FormData>(),
      metadata: {
        openApiRequestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  ...Object.fromEntries(
                    Object.keys(ZProjectUpdateInputSchema.shape).map((name) => [
                      name,
                      { type: 'string' },
                    ]),
                  ),
                  photos: {
                    type: 'array',
                    maxItems: EVIDENCE_MAX_PHOTOS,
                    items: { type: 'string', format: 'binary' },
                  },
                },
                required: ['title', 'description', 'progressPercentage'],
              },
            },
          },
        },
      },
      responses: { 201: ZProjectUpdateSchema, 413: ZErrorSchema },
      summary:
        "Admin only: posts an update as POST /api/projects/{id}/updates does, with up to 6 photos as evidence (field 'photos'; JPEG, PNG or WebP read from the bytes, at most 10 MB each). Each photo's EXIF capture time and position are kept, its distance from the site computed and flagged when far or older than the previous update. An update claiming a percent or a milestone is 'reported' until an inspector signs it off.",
    },
  },
  { commonResponses: commonErrorResponses },
);
