import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses, ZErrorSchema } from '../common/error.schemas';
import { ZExportRangeQuerySchema } from '../admin-common/date-range.schemas';
import { ZInvestmentIdParamsSchema } from '../investments/investments.schemas';
import {
  ZAdminPaymentPageSchema,
  ZAdminPaymentQuerySchema,
  ZInvestmentPaymentSchema,
  ZInvestorPaymentListSchema,
  ZPaymentReferenceParamsSchema,
  ZRefundSchema,
  ZStartedPaymentSchema,
  ZStartPaymentBodySchema,
} from './payments.schemas';

const c = initContract();

export const paymentsContract = c.router(
  {
    startPayment: {
      method: 'POST',
      path: '/api/investments/:id/payments',
      pathParams: ZInvestmentIdParamsSchema,
      body: ZStartPaymentBodySchema,
      responses: { 201: ZStartedPaymentSchema, 503: ZErrorSchema },
      summary:
        "Investor: starts paying their own investment awaiting payment through the provider, in cedis at the day's rate; answers the provider's checkout address. The investment is confirmed once the provider reports the payment.",
    },
    listInvestmentPayments: {
      method: 'GET',
      path: '/api/investments/:id/payments',
      pathParams: ZInvestmentIdParamsSchema,
      responses: { 200: z.array(ZInvestmentPaymentSchema) },
      summary:
        "Investor: the payments of their own investment, newest first, e.g. to show a payment's outcome on returning from the checkout.",
    },
    listInvestorPayments: {
      method: 'GET',
      path: '/api/payments',
      responses: { 200: ZInvestorPaymentListSchema },
      summary:
        "Signed in: your own payments through the provider, of all your investments, newest first, each with its project's unit, the cedis charged, the rate and the investment's US dollars.",
    },
    getPaymentReceiptPdf: {
      method: 'GET',
      path: '/api/payments/:reference/receipt.pdf',
      pathParams: ZPaymentReferenceParamsSchema,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.unknown() }) },
      summary:
        "Signed in: the receipt of your own succeeded payment as a PDF attachment, in your language; 404 for another's or an unknown reference, 409 for a payment that has not succeeded.",
    },
  },
  { commonResponses: commonErrorResponses },
);

/** The provider's payments, for the admin to reconcile and the accountant to export. */
export const adminPaymentsContract = c.router(
  {
    listAdminPayments: {
      method: 'GET',
      path: '/api/secure-admin/payments',
      query: ZAdminPaymentQuerySchema,
      responses: { 200: ZAdminPaymentPageSchema },
      summary:
        "Admin: every provider payment, exceptions first (each with its reason), then newest first, optionally of one status, in keyset pages; with the investor, the project's unit, the charged amount, the rate and the investment's amount in US dollars.",
    },
    exportPaymentsCsv: {
      method: 'GET',
      path: '/api/secure-admin/payments.csv',
      query: ZExportRangeQuerySchema,
      responses: { 200: c.otherResponse({ contentType: 'text/csv', body: z.string() }) },
      summary:
        'Admin: the provider payments started from `from` to `to` (UTC days, both included, at most 366), oldest first, as CSV for the accountant (RFC 4180; cells starting with = + - @ get a leading apostrophe).',
    },
    refundPayment: {
      method: 'POST',
      path: '/api/secure-admin/payments/:reference/refund',
      pathParams: ZPaymentReferenceParamsSchema,
      body: c.noBody(),
      responses: { 201: ZRefundSchema, 503: ZErrorSchema },
      summary:
        'Admin: refunds a payment the provider took that could not be honoured (an exception), for the whole amount it took, through the provider; the refund is pending until the provider reports it processed or failed. 404 for an unknown reference, 409 for a payment that is not an exception or already refunded (or being refunded), 503 when the provider could not be asked or refused.',
    },
  },
  { commonResponses: commonErrorResponses },
);
