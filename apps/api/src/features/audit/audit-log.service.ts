import type { TAuditLogPage } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { toAuditEntry } from './audit-entry.mapper';
import { countAuditLog, listAuditLogPage, type AuditLogFilters } from './audit-log.repository';
import { numberedPage } from '../../lib/paging';

export async function listAuditLog(
  { db }: Pick<FastifyInstance, 'db'>,
  query: AuditLogFilters & { page: number; pageSize: number },
): Promise<TAuditLogPage> {
  const filters = {
    entityType: query.entityType || undefined,
    entityId: query.entityId || undefined,
  };
  return numberedPage(
    query,
    {
      rows: (slice) => listAuditLogPage(db, filters, slice),
      total: () => countAuditLog(db, filters),
    },
    toAuditEntry,
  );
}
