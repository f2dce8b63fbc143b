import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZAdminInvestmentPageSchema,
  ZAdminInvestmentQuerySchema,
  ZAdminInvestmentSchema,
  ZConfirmPaymentBodySchema,
  ZInvestmentHeadersSchema,
  ZInvestmentIdParamsSchema,
  ZInvestmentInputSchema,
  ZInvestmentSchema,
} from './investments.schemas';

const c = initContract();

export const investmentsContract = c.router(
  {
    createInvestment: {
      method: 'POST',
      path: '/api/investments',
      headers: ZInvestmentHeadersSchema,
      body: ZInvestmentInputSchema,
      responses: { 201: ZInvestmentSchema },
      summary:
        'KYC-verified investor: reserves a share of a unit (pending_payment, payment reference, 7-day deadline). An Idempotency-Key replay answers the first result.',
    },
  },
  { commonResponses: commonErrorResponses },
);

export const adminInvestmentsContract = c.router(
  {
    listInvestments: {
      method: 'GET',
      path: '/api/secure-admin/investments',
      query: ZAdminInvestmentQuerySchema,
      responses: { 200: ZAdminInvestmentPageSchema },
      summary: 'Admin: investments, newest first, optionally by status, paged.',
    },
    confirmPayment: {
      method: 'PATCH',
      path: '/api/secure-admin/investments/:id/confirm-payment',
      pathParams: ZInvestmentIdParamsSchema,
      body: ZConfirmPaymentBodySchema,
      responses: { 200: ZAdminInvestmentSchema },
      summary:
        "Admin: the payment arrived; the reservation becomes the unit's funding, the investor is notified. Audited.",
    },
    cancelInvestment: {
      method: 'PATCH',
      path: '/api/secure-admin/investments/:id/cancel',
      pathParams: ZInvestmentIdParamsSchema,
      body: z.object({}),
      responses: { 200: ZAdminInvestmentSchema },
      summary: 'Admin: cancels an unpaid investment and releases its reservation. Audited.',
    },
  },
  { commonResponses: commonErrorResponses },
);
