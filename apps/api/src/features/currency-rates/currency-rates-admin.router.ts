import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { listAdminCurrencyRates, updateCurrencyRates } from './currency-rates-admin.service';

export function currencyRatesAdminRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminCurrencyRates, {
    listAdminCurrencyRates: {
      hooks,
      handler: async () => ({ status: 200, body: await listAdminCurrencyRates(app) }),
    },
    updateCurrencyRates: {
      hooks,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await updateCurrencyRates(app, adminActor(request), body.rates),
      }),
    },
  });
}
