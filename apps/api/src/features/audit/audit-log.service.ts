import type { TAuditLogPage } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { toAuditEntry } from './audit-entry.mapper';
import { countAuditLog, listAuditLogPage, type AuditLogFilters } from './audit-log.repository';

export async function listAuditLog(
  { db }: Pick<FastifyInstance, 'db'>,
  query: AuditLogFilters & { page: number; pageSize: number },
): Promise<TAuditLogPage> {
  const filters = {
    entityType: query.entityType || undefined,
    entityId: query.entityId || undefined,
  };
  const [rows, total] = await Promise.all([
    listAuditLogPage(db, filters, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countAuditLog(db, filters),
  ]);
  return { items: rows.map(toAuditEntry), total, page: query.page, pageSize: query.pageSize };
}
