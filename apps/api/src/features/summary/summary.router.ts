import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { adminOnly } from '../../lib/access/admin-access';
import { adminSummary } from './summary.service';

export function summaryRouter(app: FastifyInstance) {
  return s.router(contract.adminSummary, {
    getAdminSummary: {
      hooks: adminOnly(app),
      handler: async () => ({ status: 200, body: await adminSummary(app) }),
    },
  });
}
