import type { Executor } from '../executor';
import type { AdminActor } from '../access/admin-access';
import { insertAuditRecords } from './audit-records.repository';

/** The platform itself acting on what an outside service reported (a provider's payment). */
export const SYSTEM_ACTOR = { userId: null, ip: null } as const;

/** Who made an audited change: an admin, from where, or the platform itself. */
export type AuditActor = AdminActor | typeof SYSTEM_ACTOR;

export interface AuditRecord {
  /** The admin who made the change, and from where; or the system. */
  actor: AuditActor;
  /** What happened, e.g. 'project.create', 'kyc.approve'. */
  action: string;
  entity: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
}

/**
 * The audit recorder: writes one audit record. Call it with the transaction of the change it
 * describes, so a change that rolls back leaves no record and a change that lands always has one.
 * The audit-log service reads these records back. The table is append-only
 * (docs/adr/0052-audit-trail-append-only.md): a record is never changed or removed.
 */
export async function recordAudit(trx: Executor, record: AuditRecord): Promise<void> {
  await recordAudits(trx, [record]);
}

/**
 * The recorder of a service that audits one kind of entity throughout (units, developers, a
 * project's pictures): the entity type is given once.
 */
export function auditOf(type: string) {
  return (
    trx: Executor,
    actor: AdminActor,
    action: string,
    id: string | number,
    change: { before?: unknown; after?: unknown },
  ) => recordAudit(trx, { actor, action, entity: { type, id }, ...change });
}

/** Several audit records in one INSERT (e.g. every KYC record a list showed an admin). */
export async function recordAudits(db: Executor, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await insertAuditRecords(
    db,
    records.map(({ actor, action, entity, before, after }) => ({
      actorUserId: actor.userId,
      action,
      entityType: entity.type,
      entityId: String(entity.id),
      before: before === undefined ? null : JSON.stringify(before),
      after: after === undefined ? null : JSON.stringify(after),
      ip: actor.ip,
    })),
  );
}
