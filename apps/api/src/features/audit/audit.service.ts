import type { Executor } from '../../lib/executor';

export interface AuditEntry {
  actorUserId: number;
  /** What happened, e.g. 'project.create', 'kyc.approve'. */
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/**
 * Writes one audit record. Call it with the transaction of the change it describes, so a
 * change that rolls back leaves no record and a change that lands always has one.
 */
export async function recordAudit(trx: Executor, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('auditLog')
    .values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: entry.ip ?? null,
    })
    .execute();
}
