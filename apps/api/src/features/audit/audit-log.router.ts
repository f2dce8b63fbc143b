import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { adminOnly } from '../../lib/access/admin-access';
import { listAuditLog } from './audit-log.service';

export function auditLogRouter(app: FastifyInstance) {
  return s.router(contract.auditLog, {
    listAuditLog: {
      hooks: adminOnly(app),
      handler: async ({ query }) => ({ status: 200, body: await listAuditLog(app, query) }),
    },
  });
}
