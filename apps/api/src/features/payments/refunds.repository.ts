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
 * The refund a provider's notification is about, locked: the payment's refund still pending.
 * The provider's refund events name the refunded transaction, not the refund (Paystack's samples
 * carry `transaction_reference` and no refund id), and a payment has at most one refund that has
 * not failed, so the pending one is that refund. Locked on what our own answer to the request
 * does not change (its status), so a notification that overtook that answer still finds it.
 */
export function lockPendingRefund(
  db: Executor,
  paymentReference: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('paymentReference', '=', paymentReference)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}
