import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZDashboardActivitySchema,
  ZDashboardChartsSchema,
  ZDashboardInvestmentListSchema,
  ZDashboardInvestmentQuerySchema,
  ZDashboardSummarySchema,
} from './dashboard.schemas';

const c = initContract();

/** The signed-in investor's own dashboard (401 for a visitor); one section per route. */
export const dashboardContract = c.router(
  {
    getDashboardSummary: {
      method: 'GET',
      path: '/api/dashboard/summary',
      responses: { 200: ZDashboardSummarySchema },
      summary:
        'Signed in: your totals in US dollars (invested, confirmed, awaiting payment, current value, realised profit, counts) and the cedi figures at the rates of the days invested and today.',
    },
    listDashboardInvestments: {
      method: 'GET',
      path: '/api/dashboard/investments',
      query: ZDashboardInvestmentQuerySchema,
      responses: { 200: ZDashboardInvestmentListSchema },
      summary:
        'Signed in: your investments, newest first, a page at a time (limit, cursor: the nextCursor of the page before), each with its project, unit, next step (deadline and reference, or profit share), the project progress and cedi figures; with how many you have in all.',
    },
    getDashboardActivity: {
      method: 'GET',
      path: '/api/dashboard/activity',
      responses: { 200: ZDashboardActivitySchema },
      summary: 'Signed in: your interests, your KYC status and your newest notifications.',
    },
    getDashboardCharts: {
      method: 'GET',
      path: '/api/dashboard/charts',
      responses: { 200: ZDashboardChartsSchema },
      summary: 'Signed in: allocation by project and by location, and invested per month.',
    },
  },
  { commonResponses: commonErrorResponses },
);
