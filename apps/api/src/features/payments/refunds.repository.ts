import type { NewRefund, RefundChanges, RefundRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** A payment has at most one refund that has not failed (a partial unique index). */
export const ONE_REFUND_PER_PAYMENT = 'refunds_one_per_payment';

export function insertRefund(db: Executor, refund: NewRefund): Promise<RefundRow> {
  return db.insertInto('refunds').values(refund).returningAll().executeTakeFirstOrThrow();
}

export function updateRefund(db: Executor, id: number, changes: RefundChanges): Promise<RefundRow> {
  return db
    .updateTable('refunds')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function lockRefund(db: Executor, id: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The payment's refund that has not failed (pending or processed), if any. */
export function findActiveRefund(
  db: Executor,
  paymentReference: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('paymentReference', '=', paymentReference)
    .where('status', '<>', 'failed')
    .executeTakeFirst();
}

/**
 * The refund a provider's notification is about, locked: the one with the provider's id, or,
 * when the notification overtook the provider's answer to our request (no id stored yet), the
 * payment's refund still waiting for that answer.
 */
export async function lockRefundOfNotification(
  db: Executor,
  paymentReference: string,
  providerRefundId: string | undefined,
): Promise<RefundRow | undefined> {
  if (providerRefundId !== undefined) {
    const known = await db
      .selectFrom('refunds')
      .selectAll()
      .where('providerRefundId', '=', providerRefundId)
      .forUpdate()
      .executeTakeFirst();
    if (known) return known;
  }
  // Locked on what our own answer does not change, then checked: that answer may commit while
  // this waits for the row.
  const waiting = await db
    .selectFrom('refunds')
    .selectAll()
    .where('paymentReference', '=', paymentReference)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
  const isThisOne =
    waiting?.providerRefundId === null ||
    (providerRefundId !== undefined && waiting?.providerRefundId === providerRefundId);
  return isThisOne ? waiting : undefined;
}
