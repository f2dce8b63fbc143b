import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { requireUser } from '../../lib/access/request-user';
import { completeGoal, createGoal, deleteGoal, listGoals, updateGoal } from './goals.service';

/** The caller's own goals: the owner is the token's user, never a field of the request. */
export function goalsRouter(app: FastifyInstance) {
  const hooks = { onRequest: [app.authenticate] };
  return s.router(contract.goals, {
    listGoals: {
      hooks,
      handler: async ({ request }) => ({
        status: 200,
        body: await listGoals(app.db, requireUser(request)),
      }),
    },
    createGoal: {
      hooks,
      handler: async ({ body, request }) => ({
        status: 201,
        body: await createGoal(app.db, requireUser(request), body),
      }),
    },
    updateGoal: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await updateGoal(app.db, requireUser(request), params.goalId, body),
      }),
    },
    completeGoal: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await completeGoal(app.db, requireUser(request), params.goalId),
      }),
    },
    deleteGoal: {
      hooks,
      handler: async ({ params, request }) => {
        await deleteGoal(app.db, requireUser(request), params.goalId);
        return { status: 204, body: undefined };
      },
    },
  });
}
