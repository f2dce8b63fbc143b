import { initContract } from '@ts-rest/core';
import { commonErrorResponses, ZMessageSchema } from '../common/error.schemas';
import { ZProjectIdParamsSchema } from '../projects/projects.schemas';
import {
  ZAdminScheduleSchema,
  ZMilestoneInputSchema,
  ZMilestoneParamsSchema,
} from './admin-schedule.schemas';
import { ZMilestoneSchema, ZProjectScheduleSchema } from './progress.schemas';

const c = initContract();

export const progressContract = c.router(
  {
    getProjectSchedule: {
      method: 'GET',
      path: '/api/projects/:id/schedule',
      pathParams: ZProjectIdParamsSchema,
      responses: { 200: ZProjectScheduleSchema },
      summary:
        "A project's milestones (planned and reached dates), its inspector-verified progress and its delay class.",
    },
  },
  { commonResponses: commonErrorResponses },
);

/** The admin's schedule of a project. Admin only: 401 for a visitor, 403 for a user. */
export const adminScheduleContract = c.router(
  {
    getAdminSchedule: {
      method: 'GET',
      path: '/api/secure-admin/projects/:id/milestones',
      pathParams: ZProjectIdParamsSchema,
      responses: { 200: ZAdminScheduleSchema },
      summary: "A project's milestones in order and the history of their planned dates.",
    },
    createMilestone: {
      method: 'POST',
      path: '/api/secure-admin/projects/:id/milestones',
      pathParams: ZProjectIdParamsSchema,
      body: ZMilestoneInputSchema,
      responses: { 201: ZMilestoneSchema },
      summary: 'Adds a milestone; its first planned date goes into the history. Audited.',
    },
    updateMilestone: {
      method: 'PUT',
      path: '/api/secure-admin/projects/:id/milestones/:milestoneId',
      pathParams: ZMilestoneParamsSchema,
      body: ZMilestoneInputSchema,
      responses: { 200: ZMilestoneSchema },
      summary:
        "Edits a milestone. Moving its planned date needs a reason (400 without), is kept in the history and notifies the project's investors. Audited.",
    },
    deleteMilestone: {
      method: 'DELETE',
      path: '/api/secure-admin/projects/:id/milestones/:milestoneId',
      pathParams: ZMilestoneParamsSchema,
      body: c.noBody(),
      responses: { 200: ZMessageSchema },
      summary: 'Removes a milestone with its history. Audited.',
    },
  },
  { commonResponses: commonErrorResponses },
);
