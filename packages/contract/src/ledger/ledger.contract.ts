import { initContract } from '@ts-rest/core';
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
  },
  { commonResponses: commonErrorResponses },
);
