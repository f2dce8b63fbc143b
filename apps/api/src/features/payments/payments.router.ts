import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { INVESTMENT_LIMIT } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { requireUser } from '../../lib/access/request-user';
import { refuseInspectors } from '../../lib/access/inspector-access';
import { refuseUnverifiedEmail } from '../auth/verified-email';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { attachment } from '../../lib/attachment';
import { csvAttachment, exportFileName } from '../../lib/export-range';
import { listProviderPayments, providerPaymentsCsv } from './admin-payments';
import { listInvestmentPayments } from './list-investment-payments';
import { refundPayment } from './refund-payment';
import { listInvestorPayments, paymentReceiptPdf } from './investor-payments';
import { startPayment } from './start-payment';

export function paymentsRouter(app: FastifyInstance) {
  return s.router(contract.payments, {
    startPayment: {
      hooks: {
        onRequest: [
          app.authenticateWithin(INVESTMENT_LIMIT),
          refuseInspectors,
          refuseUnverifiedEmail,
        ],
      },
      handler: async ({ params, body, request }) => ({
        status: 201,
        body: await startPayment(app, requireUser(request), params.id, body),
      }),
    },
    listInvestmentPayments: {
      hooks: { onRequest: [app.authenticate] },
      handler: async ({ params, request }) => ({
        status: 200,
        body: await listInvestmentPayments(app, requireUser(request), params.id),
      }),
    },
    listInvestorPayments: {
      hooks: { onRequest: [app.authenticate] },
      handler: async ({ request }) => ({
        status: 200,
        body: await listInvestorPayments(app.db, requireUser(request)),
      }),
    },
    getPaymentReceiptPdf: {
      hooks: { onRequest: [app.authenticate] },
      handler: async ({ params, request, reply }) => {
        const { pdf, fileName } = await paymentReceiptPdf(
          app.db,
          requireUser(request),
          params.reference,
        );
        attachment(reply, fileName);
        return { status: 200, body: pdf };
      },
    },
  });
}

export function paymentsAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminPayments, {
    listAdminPayments: {
      hooks,
      handler: async ({ query }) => ({
        status: 200,
        body: await listProviderPayments(app, query),
      }),
    },
    exportPaymentsCsv: {
      hooks,
      handler: async ({ query, reply }) => {
        const csv = await providerPaymentsCsv(app, query);
        csvAttachment(reply, exportFileName('provider-payments', query));
        return { status: 200, body: csv };
      },
    },
    refundPayment: {
      hooks,
      handler: async ({ params, request }) => ({
        status: 201,
        body: await refundPayment(app, adminActor(request), params.reference),
      }),
    },
  });
}
