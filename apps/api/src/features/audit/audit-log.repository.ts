import type { AuditLogRow } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import { timestampKey } from '../../lib/keyset';

export interface AuditLogFilters {
  entityType?: string | undefined;
  entityId?: string | undefined;
}

export type AuditLogListRow = AuditLogRow & { actorUsername: string | null; createdAtKey: string };

/** Where a page of the trail starts: after this record (created_at to the microsecond, id). */
export type AuditLogPosition = readonly [createdAtKey: string, id: string];

function filteredAuditLog(db: Executor, { entityType, entityId }: AuditLogFilters) {
  let query = db.selectFrom('auditLog as a');
  if (entityType) query = query.where('a.entityType', '=', entityType);
  if (entityId) query = query.where('a.entityId', '=', entityId);
  return query;
}

/**
 * Newest first; the identity id breaks ties between records of one instant. An index per
 * filter (none, entity type, entity) holds this order.
 */
export function listAuditLogPage(
  db: Executor,
  filters: AuditLogFilters,
  { limit, after }: { limit: number; after?: AuditLogPosition | undefined },
): Promise<AuditLogListRow[]> {
  let page = filteredAuditLog(db, filters);
  if (after) {
    page = page.where(
      sql<boolean>`(a.created_at, a.id) < (${after[0]}::timestamptz, ${after[1]}::bigint)`,
    );
  }
  return page
    .leftJoin('users as u', 'u.id', 'a.actorUserId')
    .selectAll('a')
    .select('u.username as actorUsername')
    .select(timestampKey('a.createdAt').as('createdAtKey'))
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countAuditLog(db: Executor, filters: AuditLogFilters): Promise<number> {
  const row = await filteredAuditLog(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
