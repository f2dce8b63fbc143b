import type {
  NewPayment,
  NewPaymentEvent,
  PaymentChanges,
  PaymentEventRow,
  PaymentRow,
} from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export function insertPayment(db: Executor, payment: NewPayment): Promise<PaymentRow> {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

export function updatePayment(db: Executor, id: number, changes: PaymentChanges) {
  return db
    .updateTable('payments')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The payment with our reference, locked until the transaction ends: one settlement at a time. */
export function lockPaymentByReference(
  db: Executor,
  reference: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();
}

/** An investment's payments, newest first. */
export function listPaymentsOfInvestment(db: Executor, investmentId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('investmentId', '=', investmentId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** References of the payments still pending that were started before `startedBefore`. */
export async function pendingPaymentReferences(
  db: Executor,
  startedBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('reference')
    .where('status', '=', 'pending')
    .where('createdAt', '<', startedBefore)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.reference);
}

/**
 * Records a provider's event once: undefined when the same event for the same reference was
 * recorded before (a redelivery).
 */
export function insertPaymentEventOnce(
  db: Executor,
  event: NewPaymentEvent,
): Promise<PaymentEventRow | undefined> {
  return db
    .insertInto('paymentEvents')
    .values(event)
    .onConflict((conflict) => conflict.columns(['provider', 'event', 'reference']).doNothing())
    .returningAll()
    .executeTakeFirst();
}
