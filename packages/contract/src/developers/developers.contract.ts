import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import { ZPublicDeveloperIdParamsSchema, ZPublicDeveloperSchema } from './developers.schemas';

const c = initContract();

export const developersContract = c.router(
  {
    listDevelopers: {
      method: 'GET',
      path: '/api/developers',
      responses: { 200: z.array(ZPublicDeveloperSchema) },
      summary: 'Public list of the active developers, by name, each with its scorecard.',
    },
    getDeveloper: {
      method: 'GET',
      path: '/api/developers/:id',
      pathParams: ZPublicDeveloperIdParamsSchema,
      responses: { 200: ZPublicDeveloperSchema },
      summary:
        "One active developer with its scorecard (the project page shows its developer's). " +
        '400 for an id that is not a number, 404 for an unknown or inactive one.',
    },
  },
  { commonResponses: commonErrorResponses },
);
