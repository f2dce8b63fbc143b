import type { TAuditEntry, TAuditLogPage } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { isCursorBigintId, isTimestampKey, keysetPage } from '../../lib/keyset';
import { toAuditEntry } from './audit-entry.mapper';
import {
  countAuditLog,
  listAuditLogPage,
  type AuditLogFilters,
  type AuditLogListRow,
  type AuditLogPosition,
} from './audit-log.repository';

export async function listAuditLog(
  { db }: Pick<FastifyInstance, 'db'>,
  query: AuditLogFilters & { cursor?: string | undefined; pageSize: number },
): Promise<TAuditLogPage> {
  const filters = {
    entityType: query.entityType || undefined,
    entityId: query.entityId || undefined,
  };
  return keysetPage<AuditLogListRow, TAuditEntry, AuditLogPosition>(
    query,
    {
      rows: (limit, after) => listAuditLogPage(db, filters, { limit, after }),
      total: () => countAuditLog(db, filters),
      positionOf: (row): AuditLogPosition => [row.createdAtKey, row.id],
      parsePosition: ([createdAtKey, id, ...rest]) =>
        isTimestampKey(createdAtKey) && isCursorBigintId(id) && rest.length === 0
          ? ([createdAtKey, id] as const)
          : undefined,
    },
    toAuditEntry,
  );
}
