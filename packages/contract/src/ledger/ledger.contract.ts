import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ZExportRangeQuerySchema } from '../admin-common/date-range.schemas';
import { commonErrorResponses } from '../common/error.schemas';
import { ZLedgerAccountsSchema } from './ledger.schemas';

const c = initContract();

/** The double-entry ledger, for the admin and the accountant. */
export const adminLedgerContract = c.router(
  {
    listLedgerAccounts: {
      method: 'GET',
      path: '/api/secure-admin/ledger/accounts',
      responses: { 200: ZLedgerAccountsSchema },
      summary:
        "Every ledger account with its balance summed from its postings (a signed decimal, debits positive, credits negative, so each currency's balances sum to zero) and the daily reconciliation's last result (admin only).",
    },
    exportLedgerEntriesCsv: {
      method: 'GET',
      path: '/api/secure-admin/ledger/entries.csv',
      query: ZExportRangeQuerySchema,
      responses: { 200: c.otherResponse({ contentType: 'text/csv', body: z.string() }) },
      summary:
        'Admin: every posting of the entries posted from `from` to `to` (UTC days, both included, at most 366), oldest entry first, as CSV for the accountant: entry, posted at, cause, account, currency and signed amount (debits positive), so the lines of each entry sum to zero (RFC 4180; cells starting with = + - @ get a leading apostrophe).',
    },
  },
  { commonResponses: commonErrorResponses },
);
