import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/access/admin-access';
import { csvAttachment, exportFileName } from '../../lib/export-range';
import { s } from '../../lib/ts-rest';
import { ledgerEntriesCsv } from './ledger-entries-csv';
import { listLedgerAccounts } from './ledger.service';

export function ledgerAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminLedger, {
    listLedgerAccounts: {
      hooks,
      handler: async () => ({ status: 200, body: await listLedgerAccounts(app) }),
    },
    exportLedgerEntriesCsv: {
      hooks,
      handler: async ({ query, reply }) => {
        const csv = await ledgerEntriesCsv(app, query);
        csvAttachment(reply, exportFileName('ledger-entries', query));
        return { status: 200, body: csv };
      },
    },
  });
}
