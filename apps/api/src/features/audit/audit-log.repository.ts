import type { AuditLogRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export interface AuditLogFilters {
  entityType?: string | undefined;
  entityId?: string | undefined;
}

export type AuditLogListRow = AuditLogRow & { actorUsername: string | null };

function filteredAuditLog(db: Executor, { entityType, entityId }: AuditLogFilters) {
  let query = db.selectFrom('auditLog as a');
  if (entityType) query = query.where('a.entityType', '=', entityType);
  if (entityId) query = query.where('a.entityId', '=', entityId);
  return query;
}

/** Newest first; the identity id breaks ties between records of one instant. */
export function listAuditLogPage(
  db: Executor,
  filters: AuditLogFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<AuditLogListRow[]> {
  return filteredAuditLog(db, filters)
    .leftJoin('users as u', 'u.id', 'a.actorUserId')
    .selectAll('a')
    .select('u.username as actorUsername')
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAuditLog(db: Executor, filters: AuditLogFilters): Promise<number> {
  const row = await filteredAuditLog(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
