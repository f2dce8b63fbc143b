import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses, ZErrorSchema } from '../common/error.schemas';
import { ZProjectIdParamsSchema } from '../projects/projects.schemas';
import { ZProjectUpdateSchema } from '../project-updates/project-updates.schemas';
import {
  reviewOpenApiBody,
  type TUpdateReviewForm,
  ZInspectorAssignmentsSchema,
  ZInspectorIdParamsSchema,
  ZInspectorInviteSchema,
  ZInspectorProjectSchema,
  ZInspectorSchema,
  ZUpdateIdParamsSchema,
} from './inspection.schemas';

const c = initContract();

/** The independent inspector's own routes: only the projects assigned to them. */
export const inspectorContract = c.router(
  {
    listAssignedProjects: {
      method: 'GET',
      path: '/api/inspector/projects',
      responses: { 200: z.array(ZInspectorProjectSchema) },
      summary: 'Inspector only: the projects assigned to the signed-in inspector, by title.',
    },
    listAssignedProjectUpdates: {
      method: 'GET',
      path: '/api/inspector/projects/:id/updates',
      pathParams: ZProjectIdParamsSchema,
      responses: { 200: z.array(ZProjectUpdateSchema) },
      summary:
        "Inspector only: an assigned project's updates, newest first, with evidence and " +
        'verification. 403 for a project not assigned to them.',
    },
    reviewProjectUpdate: {
      method: 'POST',
      path: '/api/inspector/updates/:updateId/review',
      pathParams: ZUpdateIdParamsSchema,
      contentType: 'multipart/form-data',
      body: c.type<TUpdateReviewForm>(),
      metadata: { openApiRequestBody: reviewOpenApiBody },
      responses: { 200: ZProjectUpdateSchema, 413: ZErrorSchema },
      summary:
        "Inspector only: confirms ('verified') or disputes a reported update of an assigned " +
        'project, with a note (required to dispute) and up to 6 photos of their own (field ' +
        "'photos'). Audited; the project's investors are notified. 403 when not assigned, 404 " +
        'for an unknown update, 409 when the update is not reported.',
    },
  },
  { commonResponses: commonErrorResponses },
);

/** The admin's Inspectors section: invitations and assignments. */
export const adminInspectorsContract = c.router(
  {
    listInspectors: {
      method: 'GET',
      path: '/api/secure-admin/inspectors',
      responses: { 200: z.array(ZInspectorSchema) },
      summary: 'Admin only: every inspector with the projects assigned to them.',
    },
    inviteInspector: {
      method: 'POST',
      path: '/api/secure-admin/inspectors',
      body: ZInspectorInviteSchema,
      responses: { 201: ZInspectorSchema },
      summary:
        'Admin only: creates an inspector account and e-mails them a code to set its password ' +
        '(the password-reset flow). 409 when the e-mail has an account.',
    },
    setInspectorProjects: {
      method: 'PUT',
      path: '/api/secure-admin/inspectors/:id/projects',
      pathParams: ZInspectorIdParamsSchema,
      body: ZInspectorAssignmentsSchema,
      responses: { 200: ZInspectorSchema },
      summary:
        "Admin only: replaces the inspector's assigned projects. 404 for an unknown inspector, " +
        '400 for an unknown project.',
    },
  },
  { commonResponses: commonErrorResponses },
);
