import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZSaleStatementListSchema,
  ZSaleStatementParamsSchema,
  ZYearlyStatementParamsSchema,
} from './statements.schemas';

const c = initContract();

/** The signed-in investor's own statements and export (401 visitor, 403 another's). */
export const statementsContract = c.router(
  {
    listSaleStatements: {
      method: 'GET',
      path: '/api/statements/sales',
      responses: { 200: ZSaleStatementListSchema },
      summary: 'Signed in: a sale statement for each of your confirmed investments in a sold unit.',
    },
    getSaleStatementPdf: {
      method: 'GET',
      path: '/api/statements/sales/:investmentId/statement.pdf',
      pathParams: ZSaleStatementParamsSchema,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.unknown() }) },
      summary:
        "Signed in: one sale statement as a PDF attachment; 403 for another's investment, 404 when its unit is not sold.",
    },
    getYearlyStatementPdf: {
      method: 'GET',
      path: '/api/statements/yearly/:year/statement.pdf',
      pathParams: ZYearlyStatementParamsSchema,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.unknown() }) },
      summary:
        'Signed in: your holdings at the end of a year (confirmed investments made by then) as a PDF attachment.',
    },
    exportInvestmentsCsv: {
      method: 'GET',
      path: '/api/statements/investments.csv',
      responses: { 200: c.otherResponse({ contentType: 'text/csv', body: z.string() }) },
      summary:
        'Signed in: every one of your investments, oldest first, as CSV (RFC 4180; cells starting with = + - @ get a leading apostrophe).',
    },
  },
  { commonResponses: commonErrorResponses },
);
