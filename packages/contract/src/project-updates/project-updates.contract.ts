import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import { ZProjectIdParamsSchema } from '../projects/projects.schemas';
import { ZProjectUpdateInputSchema, ZProjectUpdateSchema } from './project-updates.schemas';

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
  },
  { commonResponses: commonErrorResponses },
);
