import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import { ZDeveloperSchema } from './developers.schemas';

const c = initContract();

export const developersContract = c.router(
  {
    listDevelopers: {
      method: 'GET',
      path: '/api/developers',
      responses: { 200: z.array(ZDeveloperSchema) },
      summary: 'Public list of the active developers, by name.',
    },
  },
  { commonResponses: commonErrorResponses },
);
