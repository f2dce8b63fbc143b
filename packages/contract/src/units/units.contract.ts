import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import { ZProjectIdParamsSchema } from '../projects/projects.schemas';
import { ZUnitSchema, ZUnitStatisticsSchema } from './units.schemas';

const c = initContract();

export const unitsContract = c.router(
  {
    listProjectUnits: {
      method: 'GET',
      path: '/api/projects/:id/units',
      pathParams: ZProjectIdParamsSchema,
      responses: { 200: z.array(ZUnitSchema) },
      summary: "The project's units, by unit number. 404 for an unknown project.",
    },
    getUnitStatistics: {
      method: 'GET',
      path: '/api/projects/:id/unit-statistics',
      pathParams: ZProjectIdParamsSchema,
      responses: { 200: ZUnitStatisticsSchema },
      summary: "Counts of the project's units per status, and the range of their minimums.",
    },
  },
  { commonResponses: commonErrorResponses },
);
