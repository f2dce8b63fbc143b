import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses, ZMessageSchema } from '../common/error.schemas';
import {
  ZAdminDeveloperSchema,
  ZDeveloperIdParamsSchema,
  ZDeveloperInputSchema,
} from './admin-developers.schemas';
import {
  ZDeveloperLicenceInputSchema,
  ZDeveloperLicenceListParamsSchema,
  ZDeveloperLicenceParamsSchema,
} from './developer-licences.schemas';
import { ZDeveloperLicenceSchema } from '../developers/scorecard.schemas';

const c = initContract();

/** Developer Management. Admin only: 401 for a visitor, 403 for a user. */
export const adminDevelopersContract = c.router(
  {
    listAdminDevelopers: {
      method: 'GET',
      path: '/api/secure-admin/developers',
      responses: { 200: z.array(ZAdminDeveloperSchema) },
      summary: 'Every developer, active or not, by name.',
    },
    createDeveloper: {
      method: 'POST',
      path: '/api/secure-admin/developers',
      body: ZDeveloperInputSchema,
      responses: { 201: ZAdminDeveloperSchema },
      summary: 'Creates a developer. 409 for a name or license number already used. Audited.',
    },
    updateDeveloper: {
      method: 'PATCH',
      path: '/api/secure-admin/developers/:id',
      pathParams: ZDeveloperIdParamsSchema,
      body: ZDeveloperInputSchema,
      responses: { 200: ZAdminDeveloperSchema },
      summary: 'Replaces the form fields of a developer (the form sends them all). Audited.',
    },
    deleteDeveloper: {
      method: 'DELETE',
      path: '/api/secure-admin/developers/:id',
      pathParams: ZDeveloperIdParamsSchema,
      body: c.noBody(),
      responses: { 200: ZMessageSchema },
      summary: 'Deletes a developer; its projects keep their developer name. Audited.',
    },
    listDeveloperLicences: {
      method: 'GET',
      path: '/api/secure-admin/developers/:id/licences',
      pathParams: ZDeveloperLicenceListParamsSchema,
      responses: { 200: z.array(ZDeveloperLicenceSchema) },
      summary: "Both licences of a developer with their status ('missing' when not entered).",
    },
    setDeveloperLicence: {
      method: 'PUT',
      path: '/api/secure-admin/developers/:id/licences/:kind',
      pathParams: ZDeveloperLicenceParamsSchema,
      body: ZDeveloperLicenceInputSchema,
      responses: { 200: z.array(ZDeveloperLicenceSchema) },
      summary: 'Sets or changes one licence (number, expiry); answers both licences. Audited.',
    },
    removeDeveloperLicence: {
      method: 'DELETE',
      path: '/api/secure-admin/developers/:id/licences/:kind',
      pathParams: ZDeveloperLicenceParamsSchema,
      body: c.noBody(),
      responses: { 200: z.array(ZDeveloperLicenceSchema) },
      summary: 'Removes one licence; answers both licences. 404 when it was not set. Audited.',
    },
  },
  { commonResponses: commonErrorResponses },
);
