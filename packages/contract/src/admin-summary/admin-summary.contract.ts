import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import { ZAdminSummarySchema } from './admin-summary.schemas';

const c = initContract();

export const adminSummaryContract = c.router(
  {
    getAdminSummary: {
      method: 'GET',
      path: '/api/secure-admin/summary',
      responses: { 200: ZAdminSummarySchema },
      summary: 'The summary cards: projects, pending interests, total investment, pending KYC.',
    },
  },
  { commonResponses: commonErrorResponses },
);
