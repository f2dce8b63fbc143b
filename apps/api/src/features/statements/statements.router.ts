import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { requireUser } from '../../lib/access/request-user';
import { attachment } from '../../lib/attachment';
import {
  investmentsCsv,
  listSaleStatements,
  saleStatementPdf,
  yearlyStatementPdf,
} from './statements.service';

/** The caller's own statements: no user id is taken, so nobody reads another's. */
export function statementsRouter(app: FastifyInstance) {
  const hooks = { onRequest: [app.authenticate] };
  return s.router(contract.statements, {
    listSaleStatements: {
      hooks,
      handler: async ({ request }) => ({
        status: 200,
        body: await listSaleStatements(app.db, requireUser(request)),
      }),
    },
    getSaleStatementPdf: {
      hooks,
      handler: async ({ params, request, reply }) => {
        const { pdf, fileName } = await saleStatementPdf(
          app.db,
          requireUser(request),
          params.investmentId,
        );
        attachment(reply, fileName);
        return { status: 200, body: pdf };
      },
    },
    getYearlyStatementPdf: {
      hooks,
      handler: async ({ params, request, reply }) => {
        const { pdf, fileName } = await yearlyStatementPdf(
          app.db,
          requireUser(request),
          params.year,
        );
        attachment(reply, fileName);
        return { status: 200, body: pdf };
      },
    },
    exportInvestmentsCsv: {
      hooks,
      handler: async ({ request, reply }) => {
        const csv = await investmentsCsv(app.db, requireUser(request));
        attachment(reply, 'investments.csv');
        return { status: 200, body: csv };
      },
    },
  });
}
