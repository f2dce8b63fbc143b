import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import { ZAuditLogPageSchema, ZAuditLogQuerySchema } from './audit-log.schemas';

const c = initContract();

export const auditLogContract = c.router(
  {
    listAuditLog: {
      method: 'GET',
      path: '/api/secure-admin/audit-log',
      query: ZAuditLogQuerySchema,
      responses: { 200: ZAuditLogPageSchema },
      summary: 'The audit trail, newest first, filtered by entityType and entityId, paged.',
    },
  },
  { commonResponses: commonErrorResponses },
);
