import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZCreateFinancialGoalSchema,
  ZFinancialGoalListSchema,
  ZFinancialGoalSchema,
  ZGoalIdParamsSchema,
  ZUpdateFinancialGoalSchema,
} from './goals.schemas';

const c = initContract();

/** The signed-in investor's own financial goals (401 visitor, 403 another's, 404 unknown). */
export const goalsContract = c.router(
  {
    listGoals: {
      method: 'GET',
      path: '/api/goals',
      responses: { 200: ZFinancialGoalListSchema },
      summary: 'Signed in: your goals, oldest first, each with its progress.',
    },
    createGoal: {
      method: 'POST',
      path: '/api/goals',
      body: ZCreateFinancialGoalSchema,
      responses: { 201: ZFinancialGoalSchema },
      summary:
        'Signed in: a new goal; its target date is after today. At most 20 goals each (409 beyond).',
    },
    updateGoal: {
      method: 'PUT',
      path: '/api/goals/:goalId',
      pathParams: ZGoalIdParamsSchema,
      body: ZUpdateFinancialGoalSchema,
      responses: { 200: ZFinancialGoalSchema },
      summary: 'Signed in: replaces one of your goals.',
    },
    completeGoal: {
      method: 'POST',
      path: '/api/goals/:goalId/complete',
      pathParams: ZGoalIdParamsSchema,
      body: c.noBody(),
      responses: { 200: ZFinancialGoalSchema },
      summary: 'Signed in: marks one of your goals completed.',
    },
    deleteGoal: {
      method: 'DELETE',
      path: '/api/goals/:goalId',
      pathParams: ZGoalIdParamsSchema,
      body: c.noBody(),
      responses: { 204: c.noBody() },
      summary: 'Signed in: removes one of your goals.',
    },
  },
  { commonResponses: commonErrorResponses },
);
