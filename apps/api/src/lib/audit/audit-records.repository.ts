import type { NewAuditLog } from '@coinvest/db';
import type { Executor } from '../executor';

/** Appends records to the trail: the only write it takes (it is append-only). */
export async function insertAuditRecords(
  db: Executor,
  records: readonly NewAuditLog[],
): Promise<void> {
  await db.insertInto('auditLog').values(records).execute();
}
