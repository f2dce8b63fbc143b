import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZAdminProjectInterestQuerySchema,
  ZAdminProjectInterestSchema,
  ZInterestIdParamsSchema,
  ZProjectInterestInputSchema,
  ZProjectInterestSchema,
} from './project-interests.schemas';

const c = initContract();

export const projectInterestsContract = c.router(
  {
    createProjectInterest: {
      method: 'POST',
      path: '/api/project-interests',
      body: ZProjectInterestInputSchema,
      responses: { 201: ZProjectInterestSchema },
      summary: 'Signed in: records an interest (pending) for the caller; the admins are notified.',
    },
  },
  { commonResponses: commonErrorResponses },
);

export const adminProjectInterestsContract = c.router(
  {
    listProjectInterests: {
      method: 'GET',
      path: '/api/secure-admin/project-interests',
      query: ZAdminProjectInterestQuerySchema,
      responses: { 200: z.array(ZAdminProjectInterestSchema) },
      summary: 'Admin: the interests, oldest first, optionally by status.',
    },
    approveProjectInterest: {
      method: 'POST',
      path: '/api/secure-admin/project-interests/:id/approve',
      pathParams: ZInterestIdParamsSchema,
      body: c.noBody(),
      responses: { 200: ZAdminProjectInterestSchema },
      summary:
        'Admin: approves a pending interest (409 once decided); notifies the investor. Audited.',
    },
    rejectProjectInterest: {
      method: 'POST',
      path: '/api/secure-admin/project-interests/:id/reject',
      pathParams: ZInterestIdParamsSchema,
      body: c.noBody(),
      responses: { 200: ZAdminProjectInterestSchema },
      summary:
        'Admin: rejects a pending interest (409 once decided); notifies the investor. Audited.',
    },
  },
  { commonResponses: commonErrorResponses },
);
