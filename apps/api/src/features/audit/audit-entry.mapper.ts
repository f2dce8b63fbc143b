import type { TAuditEntry } from '@coinvest/contract';
import type { AuditLogListRow } from './audit-log.repository';

export function toAuditEntry(row: AuditLogListRow): TAuditEntry {
  return {
    id: row.id,
    actorUserId: row.actorUserId,
    actorUsername: row.actorUsername,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}
