import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../lib/access/admin-access';
import { s } from '../../lib/ts-rest';
import { listLedgerAccounts } from './ledger.service';

export function ledgerAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminLedger, {
    listLedgerAccounts: {
      hooks,
      handler: async () => ({ status: 200, body: await listLedgerAccounts(app) }),
    },
  });
}
