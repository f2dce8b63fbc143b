import { initContract } from '@ts-rest/core';
import { commonErrorResponses, ZMessageSchema } from '../common/error.schemas';
import { ZProjectIdParamsSchema } from '../projects/projects.schemas';
import {
  ZAdminProjectInputSchema,
  ZAdminProjectListQuerySchema,
  ZAdminProjectPageSchema,
  ZAdminProjectSchema,
} from './admin-projects.schemas';

const c = initContract();

/** The admin's projects. Admin only: 401 for a visitor, 403 for a user. */
export const adminProjectsContract = c.router(
  {
    listAdminProjects: {
      method: 'GET',
      path: '/api/secure-admin/projects',
      query: ZAdminProjectListQuerySchema,
      responses: { 200: ZAdminProjectPageSchema },
      summary: 'Every project with its admin fields, newest first, searchable (q) and paged.',
    },
    getAdminProject: {
      method: 'GET',
      path: '/api/secure-admin/projects/:id',
      pathParams: ZProjectIdParamsSchema,
      responses: { 200: ZAdminProjectSchema },
      summary: 'One project with every stored field, for the edit form.',
    },
    createProject: {
      method: 'POST',
      path: '/api/secure-admin/projects',
      body: ZAdminProjectInputSchema,
      responses: { 201: ZAdminProjectSchema },
      summary: 'Creates a project. Audited.',
    },
    updateProject: {
      method: 'PUT',
      path: '/api/secure-admin/projects/:id',
      pathParams: ZProjectIdParamsSchema,
      body: ZAdminProjectInputSchema,
      responses: { 200: ZAdminProjectSchema },
      summary: 'Replaces every field of a project. Audited.',
    },
    deleteProject: {
      method: 'DELETE',
      path: '/api/secure-admin/projects/:id',
      pathParams: ZProjectIdParamsSchema,
      body: c.noBody(),
      responses: { 200: ZMessageSchema },
      summary:
        'Deletes a project with its units and updates. 409 when anyone has invested in it. Audited.',
    },
    publishProject: {
      method: 'POST',
      path: '/api/secure-admin/projects/:id/publish',
      pathParams: ZProjectIdParamsSchema,
      body: c.noBody(),
      responses: { 200: ZAdminProjectSchema },
      summary:
        'Publishes a draft: the public sees it and may invest. Publishing a published project ' +
        'changes nothing. 404 for an unknown project. Audited.',
    },
    unpublishProject: {
      method: 'POST',
      path: '/api/secure-admin/projects/:id/unpublish',
      pathParams: ZProjectIdParamsSchema,
      body: c.noBody(),
      responses: { 200: ZAdminProjectSchema },
      summary:
        'Makes a project a draft again: hidden from the public and closed to new investments; ' +
        'existing investments stand. Idempotent. 404 for an unknown project. Audited.',
    },
  },
  { commonResponses: commonErrorResponses },
);
