import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZProjectIdParamsSchema,
  ZProjectDetailSchema,
  ZProjectListQuerySchema,
  ZProjectSchema,
} from './projects.schemas';

const c = initContract();

export const projectsContract = c.router(
  {
    listProjects: {
      method: 'GET',
      path: '/api/projects',
      query: ZProjectListQuerySchema,
      responses: { 200: z.array(ZProjectSchema) },
      summary:
        'Public list of projects, newest first, filtered by location, type, budget (minInvestment) and words (q). ' +
        'Pages of `limit` (default 50, at most 100): x-total-count gives the number of matches and ' +
        'x-next-cursor the `cursor` of the next page.',
    },
    listFeaturedProjects: {
      method: 'GET',
      path: '/api/projects/featured',
      responses: { 200: z.array(ZProjectSchema) },
      summary:
        "The home page's featured projects: published ones with a picture, those with units " +
        'still open first, then the furthest funded (docs/product-rules.md, Publishing).',
    },
    listProjectLocations: {
      method: 'GET',
      path: '/api/projects/locations',
      responses: { 200: z.array(z.string()) },
      summary: 'Every location of a published project, once each, in alphabetical order.',
    },
    getProject: {
      method: 'GET',
      path: '/api/projects/:id',
      pathParams: ZProjectIdParamsSchema,
      responses: { 200: ZProjectDetailSchema },
      summary:
        'One project, with its gallery. 400 for an id that is not a number, 404 for an unknown one.',
    },
  },
  { commonResponses: commonErrorResponses },
);
