import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { s } from '../../lib/ts-rest';
import { getPayoutAccount, listPayoutBanks, putPayoutAccount } from './payout-accounts.service';

export function payoutAccountsAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminPayoutAccounts, {
    listPayoutBanks: {
      hooks,
      handler: async ({ query }) => ({ status: 200, body: await listPayoutBanks(app, query.kind) }),
    },
    getPayoutAccount: {
      hooks,
      handler: async ({ params }) => ({
        status: 200,
        body: await getPayoutAccount(app, params.id),
      }),
    },
    putPayoutAccount: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await putPayoutAccount(app, adminActor(request), params.id, body),
      }),
    },
  });
}
