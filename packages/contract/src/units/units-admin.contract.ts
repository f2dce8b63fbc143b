import { initContract } from '@ts-rest/core';
import { commonErrorResponses, ZMessageSchema } from '../common/error.schemas';
import { ZProjectIdParamsSchema } from '../projects/projects.schemas';
import {
  ZAdminUnitListQuerySchema,
  ZAdminUnitPageSchema,
  ZAdminUnitSchema,
  ZMarkUnitSoldBodySchema,
  ZProjectUnitParamsSchema,
  ZUnitIdParamsSchema,
  ZUnitInputSchema,
  ZUnitPaymentStatusBodySchema,
} from './units-admin.schemas';

const c = initContract();

/**
 * The admin's unit writes: admin only, 401 for a visitor, 403 for a user
 * (docs/product-rules.md, Admin access).
 */
export const adminUnitsContract = c.router(
  {
    listAdminProjectUnits: {
      method: 'GET',
      path: '/api/secure-admin/projects/:id/units',
      pathParams: ZProjectIdParamsSchema,
      query: ZAdminUnitListQuerySchema,
      responses: { 200: ZAdminUnitPageSchema },
      summary: "The project's units with their sale figures, by unit number, searchable and paged.",
    },
    createUnit: {
      method: 'POST',
      path: '/api/projects/:id/units',
      pathParams: ZProjectIdParamsSchema,
      body: ZUnitInputSchema,
      responses: { 201: ZAdminUnitSchema },
      summary:
        "Adds a unit: totalInvestmentNeeded = price, currentInvestment 0, status 'available'. Audited.",
    },
    updateUnit: {
      method: 'PUT',
      path: '/api/projects/:id/units/:unitId',
      pathParams: ZProjectUnitParamsSchema,
      body: ZUnitInputSchema,
      responses: { 200: ZAdminUnitSchema },
      summary:
        'Replaces the form fields of a unit; totalInvestmentNeeded follows the price, which cannot change once investors hold shares (409). Audited.',
    },
    deleteUnit: {
      method: 'DELETE',
      path: '/api/projects/:id/units/:unitId',
      pathParams: ZProjectUnitParamsSchema,
      body: c.noBody(),
      responses: { 200: ZMessageSchema },
      summary: 'Deletes a unit. 409 when anyone has invested in it. Audited.',
    },
    updateUnitPaymentStatus: {
      method: 'PATCH',
      path: '/api/secure-admin/units/:unitId/payment-status',
      pathParams: ZUnitIdParamsSchema,
      body: ZUnitPaymentStatusBodySchema,
      responses: { 200: ZAdminUnitSchema },
      summary:
        'Sets the status by hand (any of the four); funding no longer moves it afterwards. Audited.',
    },
    markUnitSold: {
      method: 'PATCH',
      path: '/api/secure-admin/units/:unitId/mark-sold',
      pathParams: ZUnitIdParamsSchema,
      body: ZMarkUnitSoldBodySchema,
      responses: { 200: ZAdminUnitSchema },
      summary:
        'Records the sale (soldPrice, profitGenerated, soldAt) and shares the profit among the confirmed investors pro rata to the cent, notifying each. 409 when already sold or while investments await payment. Audited.',
    },
  },
  { commonResponses: commonErrorResponses },
);
